/**
 * A real SMTP server in its own process, for tests of the SMTP path: it prints `{"port":n}` once
 * listening, then one JSON line per received message (envelope and raw source). Recipients whose
 * address starts with "refuse" are refused, as a mail server refuses an unknown mailbox.
 */
import { SMTPServer } from "smtp-server";

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  disableReverseLookup: true,
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith("refuse")) return callback(new Error("550 Mailbox unavailable"));
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
      const to = session.envelope.rcptTo.map((r) => r.address);
      process.stdout.write(`${JSON.stringify({ from, to, raw: Buffer.concat(chunks).toString("utf8") })}\n`);
      callback();
    });
  },
});

server.listen(0, "127.0.0.1", () => {
  const address = server.server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 })}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
