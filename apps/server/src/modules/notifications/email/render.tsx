// Automatic JSX runtime whichever tsconfig the TypeScript loader finds (`node --import tsx` from the repository root reads none).
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { renderToStaticMarkup } from "react-dom/server";
import { kindSpec } from "../catalog.ts";
import type { MailBrand } from "./mail-brand.ts";
import { dictionaries, type Language } from "./messages.ts";
import { NotificationMail } from "./notification-mail.tsx";

export interface MailItem {
  kind: string;
  data: Record<string, string>;
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
    const text = dict.kinds[item.kind as keyof typeof dict.kinds];
    return {
      subject: text.subject(item.data),
      line: text.line(item.data),
      url: `${options.portalUrl}${kindSpec(item.kind).link(item.data)}`,
    };
  });
  const subject = entries.length === 1 ? entries[0].subject : dict.digestSubject(entries.length, options.brand.name);
  const settingsUrl = `${options.portalUrl}${items.some((i) => kindSpec(i.kind).to === "admin") ? "/admin/settings" : "/dashboard/settings"}`;
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
  const text = dictionaries[options.language].kinds[item.kind as keyof (typeof dictionaries)["en"]["kinds"]];
  const url = `${options.portalUrl}${kindSpec(item.kind).link(item.data)}`;
  return (text.sms ?? text.subject)({ ...item.data, url, agency: options.brand.name });
}
