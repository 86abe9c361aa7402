export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface EmailProvider {
  readonly kind: "dev-outbox" | "smtp";
  send(message: EmailMessage): Promise<void>;
}
