import fs from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import type { SmsMessage, SmsProvider } from "./sms-provider.ts";

/**
 * Development SMS: each message is logged (so a person can read the code) and appended to
 * `DATA_DIR/outbox/sms.jsonl`, which the dev outbox API reads for end-to-end tests.
 */
export class DevOutboxSms implements SmsProvider {
  readonly kind = "dev-outbox" as const;
  private readonly file: string;

  constructor(
    dataDir: string,
    private readonly log: Logger,
  ) {
    this.file = path.join(dataDir, "outbox", "sms.jsonl");
  }

  async send(to: string, body: string): Promise<void> {
    const message: SmsMessage = { to, body, sentAt: new Date().toISOString() };
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    await fs.appendFile(this.file, `${JSON.stringify(message)}\n`);
    this.log.info({ to }, `SMS to ${to}: ${body}`);
  }

  async list(to?: string): Promise<SmsMessage[]> {
    const text = await fs.readFile(this.file, "utf8").catch(() => "");
    const all = text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as SmsMessage);
    return to ? all.filter((m) => m.to === to) : all;
  }
}
