import type { EmailMessage, EmailProvider } from "../providers/email/email-provider.ts";
import type { SmsProvider } from "../providers/sms/sms-provider.ts";

/** Keeps sent codes in memory so API tests can read them. */
export class CapturingSms implements SmsProvider {
  readonly kind = "dev-outbox" as const;
  readonly sent: Array<{ to: string; body: string }> = [];

  async send(to: string, body: string): Promise<void> {
    this.sent.push({ to, body });
  }

  lastCodeFor(phone: string): string | undefined {
    const message = this.sent.filter((m) => m.to === phone).at(-1);
    return message?.body.match(/\b(\d{6})\b/)?.[1];
  }
}

export class CapturingEmail implements EmailProvider {
  readonly kind = "dev-outbox" as const;
  readonly sent: EmailMessage[] = [];

  async send(message: EmailMessage): Promise<void> {
    this.sent.push(message);
  }

  lastTo(address: string): EmailMessage | undefined {
    return this.sent.filter((m) => m.to === address).at(-1);
  }
}
