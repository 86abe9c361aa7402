export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The From name (the agency's sender name); the address is always MAIL_FROM's. */
  fromName?: string;
  /** A stable `Message-ID` (`<id@host>`): the same message sent again keeps it, so it is recognised. */
  messageId?: string;
  /** Extra headers, for example `List-Unsubscribe`. */
  headers?: Record<string, string>;
}

export interface EmailProvider {
  readonly kind: "dev-outbox" | "smtp";
  send(message: EmailMessage): Promise<void>;
}
