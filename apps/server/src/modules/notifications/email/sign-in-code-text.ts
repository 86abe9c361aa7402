import type { Language } from "./messages.ts";

/** The text message carrying a sign-in code, under the agency's name, in the person's language. */
export function signInCodeText(agency: string, code: string, language: Language): string {
  return language === "he" ? `קוד האימות שלך ב-${agency} הוא ${code}` : `Your ${agency} verification code is ${code}`;
}
