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
    subject: (agency: string) => `Set your password for the ${agency} client portal`,
    created: (agency: string) => `An account was created for you on the ${agency} client portal.`,
    button: "Set your password",
    expires: "The link works once and expires in 3 days.",
    setHere: "Set your password here (the link works once and expires in 3 days):",
    sms: "You can also sign in at any time with your phone number and a code sent by SMS.",
  },
  he: {
    greeting: (name: string) => (name ? `שלום ${name},` : "שלום,"),
    subject: (agency: string) => `הגדרת סיסמה לפורטל הלקוחות של ${agency}`,
    created: (agency: string) => `נוצר עבורך חשבון בפורטל הלקוחות של ${agency}.`,
    button: "הגדרת סיסמה",
    expires: "הקישור פועל פעם אחת ותוקפו שלושה ימים.",
    setHere: "אפשר להגדיר סיסמה כאן (הקישור פועל פעם אחת ותוקפו שלושה ימים):",
    sms: "אפשר גם להתחבר בכל עת עם מספר הטלפון וקוד שנשלח ב-SMS.",
  },
} as const;

/** The e-mail with a person's one-time link to set a password, in their language, under the agency's brand. */
export function setPasswordEmail(
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
      <p>{t.created(brand.name)}</p>
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
      <p>{t.sms}</p>
    </MailLayout>,
  );
  return {
    to,
    fromName: brand.senderName,
    subject,
    text: `${t.greeting(name)}\n\n${t.created(brand.name)}\n${t.setHere}\n\n${link}\n\n${t.sms}\n`,
    html: `<!doctype html>${html}`,
  };
}
