import type { Language } from "./messages.ts";

/** The text message inviting a colleague by phone: who invited them, and the link that signs them in. */
export function invitationText(agency: string, company: string, link: string, language: Language): string {
  return language === "he"
    ? `הוזמנתם להצטרף ל-${company} בפורטל של ${agency}. כניסה: ${link}`
    : `You were invited to join ${company} on the ${agency} portal. Sign in: ${link}`;
}
