import { linkEmail } from "./link-mail.tsx";

const texts = {
  en: {
    subject: (agency: string) => `Set your password for the ${agency} client portal`,
    intro: (agency: string) => `An account was created for you on the ${agency} client portal.`,
    button: "Set your password",
    expires: "The link works once and expires in 3 days.",
    linkHere: "Set your password here (the link works once and expires in 3 days):",
    closing: "You can also sign in at any time with your phone number and a code sent by SMS.",
  },
  he: {
    subject: (agency: string) => `הגדרת סיסמה לפורטל הלקוחות של ${agency}`,
    intro: (agency: string) => `נוצר עבורך חשבון בפורטל הלקוחות של ${agency}.`,
    button: "הגדרת סיסמה",
    expires: "הקישור פועל פעם אחת ותוקפו שלושה ימים.",
    linkHere: "אפשר להגדיר סיסמה כאן (הקישור פועל פעם אחת ותוקפו שלושה ימים):",
    closing: "אפשר גם להתחבר בכל עת עם מספר הטלפון וקוד שנשלח ב-SMS.",
  },
};

/** The e-mail with a person's one-time link to set a password, in their language, under the agency's brand. */
export const setPasswordEmail = linkEmail(texts);
