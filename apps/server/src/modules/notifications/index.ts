/** The notifications module's public entry: what other modules use to notify people. */

export { invitationText } from "./email/invitation-text.ts";
export type { MailBrand } from "./email/mail-brand.ts";
export { languageOf } from "./email/messages.ts";
export { setPasswordEmail } from "./email/set-password-mail.ts";
export { signInCodeText } from "./email/sign-in-code-text.ts";
export { signInLinkEmail } from "./email/sign-in-link-mail.ts";
export { clientLabel, type NotificationTiming, notify } from "./enqueue.ts";
