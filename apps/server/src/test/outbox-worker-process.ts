/**
 * An outbox worker in its own process, for the test that kills one mid-delivery: it claims what
 * is due on the database at WORKER_DATABASE_URL and starts sending; the e-mail never completes.
 * It prints `{"sending":"<Message-ID>"}` when the send has begun, so the test knows when to kill it.
 */
import pino from "pino";
import { openDatabase } from "../db/client.ts";
// biome-ignore lint/style/noRestrictedImports: this process is the app's worker itself, as index.ts starts it.
import { OutboxWorker } from "../modules/notifications/outbox-worker.ts";
import { CapturingSms } from "./capturing-providers.ts";

const log = pino({ level: "silent" });
const { db } = await openDatabase({ url: process.env.WORKER_DATABASE_URL, poolSize: 2, log });
const worker = new OutboxWorker({
  db,
  email: {
    kind: "smtp",
    send: (message) => {
      process.stdout.write(`${JSON.stringify({ sending: message.messageId })}\n`);
      return new Promise<void>(() => {});
    },
  },
  sms: new CapturingSms(),
  log,
  portalUrl: "http://localhost:3000",
  secret: "worker-process",
  smsHourlyBudget: 10,
});
await worker.runOnce();
