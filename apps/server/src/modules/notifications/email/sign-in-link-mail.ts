import { linkEmail } from "./link-mail.tsx";

const texts = {
  en: {
    subject: (agency: string) => `Your sign-in link for the ${agency} client portal`,
    intro: (agency: string) => `Someone asked to sign in to the ${agency} client portal with this e-mail address.`,
    button: "Sign in",
    expires: "The link works once and expires in 5 minutes.",
    linkHere: "Sign in here (the link works once and expires in 5 minutes):",
    closing: "If it was not you, ignore this e-mail; nobody can sign in without the link.",
  },
  he: {
    subject: (agency: string) => `קישור הכניסה שלך לפורטל הלקוחות של ${agency}`,
    intro: (agency: string) => `התבקשה כניסה לפורטל הלקוחות של ${agency} עם כתובת הדוא"ל הזו.`,
    button: "כניסה",
    expires: "הקישור פועל פעם אחת ותוקפו חמש דקות.",
    linkHere: "אפשר להיכנס כאן (הקישור פועל פעם אחת ותוקפו חמש דקות):",
    closing: "אם זה לא היית את/ה, אפשר להתעלם מהמייל; בלי הקישור אי אפשר להיכנס.",
  },
};

/** The e-mail with a person's one-time sign-in link (decision 108), in their language, under the agency's brand. */
export const signInLinkEmail = linkEmail(texts);
