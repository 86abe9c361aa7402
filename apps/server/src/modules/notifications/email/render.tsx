// Automatic JSX runtime whichever tsconfig the TypeScript loader finds (`node --import tsx` from the repository root reads none).
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { NotificationKind, NotificationOf, NotificationPayloads } from "@portal/shared/notification-payloads";
import { renderToStaticMarkup } from "react-dom/server";
import { linkOf, NOTIFICATION_KINDS } from "../catalog.ts";
import type { MailBrand } from "./mail-brand.ts";
import { dictionaries, type Language } from "./messages.ts";
import { NotificationMail } from "./notification-mail.tsx";

/**
 * What is rendered: a notification read through its kind's schema, or a stored one that no longer
 * fits it (`kind: null`), told generically and linked to the person's home screen.
 */
export type MailItem = NotificationOf | { kind: null; to: "client" | "admin" };

const HOME = { client: "/dashboard", admin: "/admin/dashboard" } as const;

function audienceOf(item: MailItem): "client" | "admin" {
  return item.kind === null ? item.to : NOTIFICATION_KINDS[item.kind].to;
}

/** One item's subject, line and path in the language's texts, typed by its kind. */
function entryOf<K extends NotificationKind>(language: Language, item: { kind: K; data: NotificationPayloads[K] }) {
  const text = dictionaries[language].kinds[item.kind];
  return { subject: text.subject(item.data), line: text.line(item.data), path: linkOf(item.kind, item.data) };
}

function textOf(language: Language, agency: string, item: MailItem) {
  if (item.kind !== null) return entryOf(language, item);
  const fallback = dictionaries[language].fallback;
  return { subject: fallback.subject(agency), line: fallback.line, path: HOME[item.to] };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * One e-mail for one person: a single event, or a digest of several, in the person's language
 * (Hebrew right-to-left), each item with a link to its exact screen. The HTML is the
 * `NotificationMail` React component rendered on the server; the plain text says the same.
 */
export function renderMail(
  items: MailItem[],
  options: { brand: MailBrand; language: Language; name: string; portalUrl: string; unsubscribeUrl: string },
): RenderedMail {
  const dict = dictionaries[options.language];
  const entries = items.map((item) => {
    const text = textOf(options.language, options.brand.name, item);
    return { subject: text.subject, line: text.line, url: `${options.portalUrl}${text.path}` };
  });
  const subject = entries.length === 1 ? entries[0].subject : dict.digestSubject(entries.length, options.brand.name);
  const settingsUrl = `${options.portalUrl}${items.some((i) => audienceOf(i) === "admin") ? "/admin/settings" : "/dashboard/settings"}`;
  const intro = entries.length > 1 ? dict.digestIntro : undefined;
  const text = [
    dict.greeting(options.name),
    "",
    ...(intro ? [intro, ""] : []),
    ...entries.flatMap((e) => [e.line, `${dict.open}: ${e.url}`, ""]),
    "--",
    dict.footer(options.brand.name),
    `${dict.settings}: ${settingsUrl}`,
    `${dict.unsubscribe}: ${options.unsubscribeUrl}`,
    "",
  ].join("\n");
  const html = renderToStaticMarkup(
    <NotificationMail
      brand={options.brand}
      language={options.language}
      subject={subject}
      greeting={dict.greeting(options.name)}
      intro={intro}
      entries={entries}
      openLabel={dict.open}
      footer={dict.footer(options.brand.name)}
      settings={{ url: settingsUrl, label: dict.settings }}
      unsubscribe={{ url: options.unsubscribeUrl, label: dict.unsubscribe }}
    />,
  );
  return { subject, text, html: `<!doctype html>${html}` };
}

/** The text message of an urgent event. */
export function renderSms(item: MailItem, options: { brand: MailBrand; language: Language; portalUrl: string }): string {
  const agency = options.brand.name;
  if (item.kind === null) {
    return dictionaries[options.language].fallback.sms({ agency, url: `${options.portalUrl}${HOME[item.to]}` });
  }
  return smsOf(options.language, agency, options.portalUrl, item);
}

function smsOf<K extends NotificationKind>(
  language: Language,
  agency: string,
  portalUrl: string,
  item: { kind: K; data: NotificationPayloads[K] },
): string {
  const text = dictionaries[language].kinds[item.kind];
  const url = `${portalUrl}${linkOf(item.kind, item.data)}`;
  return text.sms ? text.sms({ ...item.data, agency, url }) : `${agency}: ${text.subject(item.data)} ${url}`;
}
