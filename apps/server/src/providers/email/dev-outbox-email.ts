import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import { writeFileAtomically } from "../../lib/atomic-write.ts";
import type { EmailMessage, EmailProvider } from "./email-provider.ts";

export interface StoredEmail extends EmailMessage {
  sentAt: string;
}

/** Development e-mail: each message is written as JSON under `DATA_DIR/mail` and logged. */
export class DevOutboxEmail implements EmailProvider {
  readonly kind = "dev-outbox" as const;
  private readonly dir: string;
  private sequence = 0;

  constructor(
    dataDir: string,
    private readonly log: Logger,
  ) {
    this.dir = path.join(dataDir, "mail");
  }

  async send(message: EmailMessage): Promise<void> {
    const stored: StoredEmail = { ...message, sentAt: new Date().toISOString() };
    await fs.mkdir(this.dir, { recursive: true });
    // A message with a Message-ID is kept once, as a mail server recognises a resend by it.
    const tag = message.messageId ? createHash("sha256").update(message.messageId).digest("hex").slice(0, 16) : undefined;
    if (tag && (await fs.readdir(this.dir)).some((n) => n.endsWith(`-${tag}.json`))) return;
    // Named by time, then by a counter for mails of the same millisecond, so names sort as sent.
    this.sequence = (this.sequence + 1) % 1_000_000;
    const order = String(this.sequence).padStart(6, "0");
    const name = `${stored.sentAt.replace(/[:.]/g, "-")}-${order}-${tag ?? Math.random().toString(36).slice(2, 8)}.json`;
    // Whole or not at all: the Dev Outbox screen (and a test reading the folder) may list it meanwhile.
    await writeFileAtomically(path.join(this.dir, name), JSON.stringify(stored, null, 2));
    // One line per e-mail; its text as a field (shown below the line in a terminal).
    this.log.info(
      { to: message.to, subject: message.subject, text: message.text },
      `E-mail to ${message.to}: ${message.subject}`,
    );
  }

  /** One page of the kept mails, newest first, with how many there are; ids are the file names. */
  async page(offset: number, limit: number): Promise<{ mails: Array<StoredEmail & { id: string }>; total: number }> {
    const names = (await this.names()).reverse();
    const mails = await Promise.all(names.slice(offset, offset + limit).map((n) => this.read(n.slice(0, -".json".length))));
    return { mails: mails.filter((m) => m !== undefined), total: names.length };
  }

  /** One kept mail by its id (its file name without `.json`); undefined when there is none. */
  async read(id: string): Promise<(StoredEmail & { id: string }) | undefined> {
    if (!/^[A-Za-z0-9-]+$/.test(id)) return undefined;
    const body = await fs.readFile(path.join(this.dir, `${id}.json`), "utf8").catch(() => undefined);
    return body === undefined ? undefined : { ...(JSON.parse(body) as StoredEmail), id };
  }

  private async names(): Promise<string[]> {
    return (await fs.readdir(this.dir).catch(() => [] as string[])).filter((n) => n.endsWith(".json")).sort();
  }
}
