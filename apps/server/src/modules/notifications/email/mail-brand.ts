/** The agency as its e-mails, text messages and small pages show it (from its settings; lib/current-brand.ts). */
export interface MailBrand {
  name: string;
  colour: string;
  /** The From name of e-mails. */
  senderName: string;
  /** An absolute URL of the logo, for mail programs; null when the agency has none. */
  logoUrl: string | null;
}
