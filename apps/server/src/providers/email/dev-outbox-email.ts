import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import type { EmailMessage, EmailProvider } from "./email-provider.ts";

export interface StoredEmail extends EmailMessage {
  sentAt: string;
}

/** Development e-mail: each message is written as JSON under `DATA_DIR/mail` and logged. */
export class DevOutboxEmail implements EmailProvider {
  readonly kind = "dev-outbox" as const;
  private readonly dir: string;

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
    const name = `${stored.sentAt.replace(/[:.]/g, "-")}-${tag ?? Math.random().toString(36).slice(2, 8)}.json`;
    await fs.writeFile(path.join(this.dir, name), JSON.stringify(stored, null, 2));
    this.log.info({ to: message.to, subject: message.subject }, `E-mail to ${message.to}: ${message.subject}\n${message.text}`);
  }

  async list(to?: string): Promise<StoredEmail[]> {
    const names = (await fs.readdir(this.dir).catch(() => [] as string[])).filter((n) => n.endsWith(".json")).sort();
    const all = await Promise.all(
      names.map(async (n) => JSON.parse(await fs.readFile(path.join(this.dir, n), "utf8")) as StoredEmail),
    );
    return to ? all.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : all;
  }
}
