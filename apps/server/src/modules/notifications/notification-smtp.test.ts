import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationOutbox } from "../../db/schema/index.ts";
import { SmtpEmail } from "../../providers/email/smtp-email.ts";
import { form } from "../../test/support-test-kit.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { outboxWorkerFor } from "./outbox-worker.ts";

/** The outbox delivers through SMTP to a real mail server running in another process. */
interface Received {
  from: string;
  to: string[];
  raw: string;
}

let child: ChildProcess;
let t: TestApp;
const waiting: Array<(mail: Received) => void> = [];

/** The next message the server receives (resolved by the server's own report, not by a timer). */
const nextMail = () => new Promise<Received>((resolve) => waiting.push(resolve));

beforeAll(async () => {
  const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../test/smtp-server-process.ts");
  child = spawn(process.execPath, ["--import", "tsx", script], { stdio: ["ignore", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`SMTP server process exited (${code})`)));
    lines.on("line", (line) => {
      const message = JSON.parse(line) as { port?: number } & Received;
      if (message.port) return resolve(message.port);
      waiting.shift()?.(message);
    });
  });
  const email = new SmtpEmail({ url: `smtp://127.0.0.1:${port}`, from: "Acme Studio <no-reply@acme.example>" });
  t = await createTestApp({ providers: { email } });
});

afterAll(async () => {
  await t?.close();
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
});

describe("notifications over SMTP", () => {
  it("delivers the admins' e-mail with both parts, its Message-ID and the one-click unsubscribe headers", async () => {
    const admin = await t.signInAs({ role: "admin", email: "avi.admin@example.com" });
    const client = await t.signInAs({ businessName: "Dana Bakery" });
    const arrived = nextMail();
    const opened = await t.request("/api/support/tickets", {
      method: "POST",
      cookie: client.cookie,
      body: form({ subject: "Logo", message: "Please make the logo bigger" }),
    });
    expect(opened.status).toBe(201);
    await outboxWorkerFor(t.deps).runOnce();
    const mail = await arrived;
    // The header block, with long headers unfolded.
    const headers = mail.raw.split("\r\n\r\n")[0].replace(/\r\n[ \t]+/g, " ");
    expect(mail.to).toEqual([admin.user.email]);
    expect(mail.from).toBe("no-reply@acme.example");
    expect(headers).toMatch(/^Subject: New ticket #\d{4} from Dana Bakery\r$/m);
    expect(headers).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[^>]+>\r$/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    const [row] = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.recipientId, admin.user.id));
    expect(headers).toContain(`Message-ID: <${row.batchId}@localhost>`);
    expect(row.status).toBe("sent");
  });

  it("keeps a message the server refuses, to try again later", async () => {
    const refused = await t.signInAs({ role: "admin", email: "refuse.admin@example.com" });
    await t.database.db.delete(notificationOutbox);
    const client = await t.signInAs();
    await t.request("/api/support/tickets", {
      method: "POST",
      cookie: client.cookie,
      body: form({ subject: "Menu", message: "Hidden" }),
    });
    await outboxWorkerFor(t.deps).runOnce();
    const [row] = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.recipientId, refused.user.id));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toMatch(/Mailbox unavailable/);
  });
});
