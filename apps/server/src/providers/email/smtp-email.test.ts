import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SmtpEmail } from "./smtp-email.ts";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let server: SMTPServer;
let url: string;
const received: Received[] = [];
let refuseRecipients = false;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    disableReverseLookup: true,
    closeTimeout: 1000,
    onRcptTo(_address, _session, callback) {
      if (refuseRecipients) return callback(new Error("Mailbox unavailable"));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom ? mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(resolve)));

beforeEach(() => {
  received.length = 0;
  refuseRecipients = false;
});

const from = "Acme Studio <no-reply@acme.example>";

describe("SmtpEmail", () => {
  it("delivers the message with the configured sender, subject and text body", async () => {
    await new SmtpEmail({ url, from }).send({
      to: "client@example.com",
      subject: "Set your password",
      text: "Open the link to set your password.",
    });

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.from).toBe("no-reply@acme.example");
    expect(mail.to).toEqual(["client@example.com"]);
    expect(mail.raw).toMatch(/^From: Acme Studio <no-reply@acme\.example>\r$/m);
    expect(mail.raw).toMatch(/^To: client@example\.com\r$/m);
    expect(mail.raw).toMatch(/^Subject: Set your password\r$/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/plain/m);
    expect(mail.raw).toContain("\r\n\r\nOpen the link to set your password.");
  });

  it("puts the agency's sender name before MAIL_FROM's address when the message names one", async () => {
    await new SmtpEmail({ url, from }).send({
      to: "client@example.com",
      fromName: "Harbour & Pine",
      subject: "Hello",
      text: "Hello.",
    });
    const mail = received.at(-1);
    expect(mail?.from).toBe("no-reply@acme.example");
    expect(mail?.raw).toMatch(/^From: "Harbour & Pine" <no-reply@acme\.example>\r$/m);
  });

  it("sends both parts when an HTML body is given", async () => {
    await new SmtpEmail({ url, from }).send({
      to: "client@example.com",
      subject: "Invoice ready",
      text: "Your invoice is ready.",
      html: "<p>Your invoice is ready.</p>",
    });

    const [mail] = received;
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(mail.raw).toContain("Your invoice is ready.");
    expect(mail.raw).toContain("<p>Your invoice is ready.</p>");
  });

  it("keeps the given Message-ID and the one-click unsubscribe headers", async () => {
    await new SmtpEmail({ url, from }).send({
      to: "client@example.com",
      subject: "New reply on ticket #0001",
      text: "The agency replied.",
      messageId: "<6f1c2a5e-0000-4000-8000-000000000001@portal.example>",
      headers: {
        "List-Unsubscribe": "<https://portal.example/api/notifications/unsubscribe?token=abc>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });

    // Long headers may be folded onto the next line; unfolded, they read as given.
    const raw = received[0].raw.replace(/\r\n[ \t]+/g, " ");
    expect(raw).toMatch(/^Message-ID: <6f1c2a5e-0000-4000-8000-000000000001@portal\.example>\r$/m);
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/portal\.example\/api\/notifications\/unsubscribe\?token=abc>\r$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
  });

  it("rejects with the server's reason when the recipient is refused", async () => {
    refuseRecipients = true;
    await expect(new SmtpEmail({ url, from }).send({ to: "nobody@example.com", subject: "x", text: "x" })).rejects.toThrow(
      /SMTP could not send the e-mail to nobody@example\.com: .*Mailbox unavailable/,
    );
    expect(received).toHaveLength(0);
  });
});
