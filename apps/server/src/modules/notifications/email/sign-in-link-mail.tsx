// Automatic JSX runtime whichever tsconfig the TypeScript loader finds (`node --import tsx` from the repository root reads none).
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { renderToStaticMarkup } from "react-dom/server";
import type { EmailMessage } from "../../../providers/email/email-provider.ts";
import type { MailBrand } from "./mail-brand.ts";
import { MailLayout } from "./mail-layout.tsx";
import type { Language } from "./messages.ts";

const texts = {
  en: {
    greeting: (name: string) => (name ? `Hello ${name},` : "Hello,"),
    subject: (agency: string) => `Your sign-in link for the ${agency} client portal`,
    asked: (agency: string) => `Someone asked to sign in to the ${agency} client portal with this e-mail address.`,
    button: "Sign in",
    expires: "The link works once and expires in 5 minutes.",
    signInHere: "Sign in here (the link works once and expires in 5 minutes):",
    ignore: "If it was not you, ignore this e-mail; nobody can sign in without the link.",
  },
  he: {
    greeting: (name: string) => (name ? `שלום ${name},` : "שלום,"),
    subject: (agency: string) => `קישור הכניסה שלך לפורטל הלקוחות של ${agency}`,
    asked: (agency: string) => `התבקשה כניסה לפורטל הלקוחות של ${agency} עם כתובת הדוא"ל הזו.`,
    button: "כניסה",
    expires: "הקישור פועל פעם אחת ותוקפו חמש דקות.",
    signInHere: "אפשר להיכנס כאן (הקישור פועל פעם אחת ותוקפו חמש דקות):",
    ignore: "אם זה לא היית את/ה, אפשר להתעלם מהמייל; בלי הקישור אי אפשר להיכנס.",
  },
} as const;

/** The e-mail with a person's one-time sign-in link (decision 108), in their language, under the agency's brand. */
export function signInLinkEmail(
  to: string,
  name: string,
  link: string,
  options: { brand: MailBrand; language: Language },
): EmailMessage {
  const { brand, language } = options;
  const t = texts[language];
  const subject = t.subject(brand.name);
  const html = renderToStaticMarkup(
    <MailLayout brand={brand} language={language} title={subject}>
      <p>{t.greeting(name)}</p>
      <p>{t.asked(brand.name)}</p>
      <p>
        <a
          href={link}
          style={{
            display: "inline-block",
            background: brand.colour,
            color: "#ffffff",
            padding: "10px 16px",
            borderRadius: 6,
            textDecoration: "none",
          }}
        >
          {t.button}
        </a>
      </p>
      <p>{t.expires}</p>
      <p>{t.ignore}</p>
    </MailLayout>,
  );
  return {
    to,
    fromName: brand.senderName,
    subject,
    text: `${t.greeting(name)}\n\n${t.asked(brand.name)}\n${t.signInHere}\n\n${link}\n\n${t.ignore}\n`,
    html: `<!doctype html>${html}`,
  };
}
