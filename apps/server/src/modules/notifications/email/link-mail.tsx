// Automatic JSX runtime whichever tsconfig the TypeScript loader finds (`node --import tsx` from the repository root reads none).
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { renderToStaticMarkup } from "react-dom/server";
import type { EmailMessage } from "../../../providers/email/email-provider.ts";
import type { MailBrand } from "./mail-brand.ts";
import { MailLayout } from "./mail-layout.tsx";
import type { Language } from "./messages.ts";

/** What one e-mail with a one-time link says, in one language. */
export interface LinkMailTexts {
  subject: (agency: string) => string;
  /** Why the person gets it. */
  intro: (agency: string) => string;
  button: string;
  expires: string;
  /** Before the bare link in the plain text. */
  linkHere: string;
  closing: string;
}

const greetings: Record<Language, (name: string) => string> = {
  en: (name) => (name ? `Hello ${name},` : "Hello,"),
  he: (name) => (name ? `שלום ${name},` : "שלום,"),
};

/**
 * The builder of an e-mail whose point is one link (set a password, sign in: decision 117): a
 * greeting, why it came, the link as a button in the brand's colour, when it expires and a closing line.
 */
export function linkEmail(texts: Record<Language, LinkMailTexts>) {
  return (to: string, name: string, link: string, options: { brand: MailBrand; language: Language }) =>
    renderLinkEmail(texts, to, name, link, options);
}

function renderLinkEmail(
  texts: Record<Language, LinkMailTexts>,
  to: string,
  name: string,
  link: string,
  options: { brand: MailBrand; language: Language },
): EmailMessage {
  const { brand, language } = options;
  const t = texts[language];
  const greeting = greetings[language](name);
  const subject = t.subject(brand.name);
  const html = renderToStaticMarkup(
    <MailLayout brand={brand} language={language} title={subject}>
      <p>{greeting}</p>
      <p>{t.intro(brand.name)}</p>
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
      <p>{t.closing}</p>
    </MailLayout>,
  );
  return {
    to,
    fromName: brand.senderName,
    subject,
    text: `${greeting}\n\n${t.intro(brand.name)}\n${t.linkHere}\n\n${link}\n\n${t.closing}\n`,
    html: `<!doctype html>${html}`,
  };
}
