export interface SmsMessage {
  to: string;
  body: string;
  sentAt: string;
}

export interface SmsProvider {
  readonly kind: "dev-outbox" | "twilio";
  send(to: string, body: string): Promise<void>;
}
