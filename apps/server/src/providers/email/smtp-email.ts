import nodemailer, { type Transporter } from "nodemailer";
import type { EmailMessage, EmailProvider } from "./email-provider.ts";

export interface SmtpEmailOptions {
  /** For example `smtps://user:pass@smtp.example.com:465` or `smtp://127.0.0.1:2525`. */
  url: string;
  /** The From header, for example `Client Portal <no-reply@example.com>`; a message's `fromName` replaces its name. */
  from: string;
}

/** E-mail over SMTP with nodemailer. */
export class SmtpEmail implements EmailProvider {
  readonly kind = "smtp" as const;
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpEmailOptions) {
    this.transport = nodemailer.createTransport(options.url);
  }

  async send(message: EmailMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: message.fromName ? { name: message.fromName, address: fromAddress(this.options.from) } : this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`SMTP could not send the e-mail to ${message.to}: ${reason}`, { cause: error });
    }
  }
}

/** The address of a From header (`Name <a@b>` or `a@b`). */
function fromAddress(from: string): string {
  return /<([^>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}
