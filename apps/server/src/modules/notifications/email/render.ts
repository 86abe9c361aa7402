import { kindSpec } from "../catalog.ts";
import { dictionaries, type Language } from "./messages.ts";

/** The agency as its e-mails show it. */
export const AGENCY = { name: "Bright Pixel Studio", colour: "#4f46e5" } as const;

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
 * (Hebrew right-to-left), each item with a link to its exact screen.
 */
export function renderMail(
  items: MailItem[],
  options: { language: Language; name: string; portalUrl: string; unsubscribeUrl: string },
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
  const subject = entries.length === 1 ? entries[0].subject : dict.digestSubject(entries.length, AGENCY.name);
  const settingsUrl = `${options.portalUrl}${items.some((i) => kindSpec(i.kind).to === "admin") ? "/admin/settings" : "/dashboard/settings"}`;
  const intro = entries.length > 1 ? [dict.digestIntro, ""] : [];
  const text = [
    dict.greeting(options.name),
    "",
    ...intro,
    ...entries.flatMap((e) => [e.line, `${dict.open}: ${e.url}`, ""]),
    "--",
    dict.footer(AGENCY.name),
    `${dict.settings}: ${settingsUrl}`,
    `${dict.unsubscribe}: ${options.unsubscribeUrl}`,
    "",
  ].join("\n");
  const dir = options.language === "he" ? "rtl" : "ltr";
  const blocks = entries
    .map(
      (e) =>
        `<tr><td style="padding:12px 0;border-bottom:1px solid #e2e8f0"><p style="margin:0 0 8px">${esc(e.line)}</p><a href="${esc(e.url)}" style="display:inline-block;background:${AGENCY.colour};color:#ffffff;padding:8px 14px;border-radius:6px;text-decoration:none">${esc(dict.open)}</a></td></tr>`,
    )
    .join("");
  const html = `<!doctype html><html lang="${options.language}" dir="${dir}"><head><meta charset="utf-8"><title>${esc(subject)}</title></head><body style="margin:0;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a"><table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff" dir="${dir}"><tr><td style="background:${AGENCY.colour};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold">${esc(AGENCY.name)}</td></tr><tr><td style="padding:24px"><p>${esc(dict.greeting(options.name))}</p>${entries.length > 1 ? `<p>${esc(dict.digestIntro)}</p>` : ""}<table role="presentation" width="100%">${blocks}</table><p style="margin-top:24px;font-size:12px;color:#64748b">${esc(dict.footer(AGENCY.name))}<br><a href="${esc(settingsUrl)}" style="color:#64748b">${esc(dict.settings)}</a> · <a href="${esc(options.unsubscribeUrl)}" style="color:#64748b">${esc(dict.unsubscribe)}</a></p></td></tr></table></body></html>`;
  return { subject, text, html };
}

/** The text message of an urgent event. */
export function renderSms(item: MailItem, options: { language: Language; portalUrl: string }): string {
  const text = dictionaries[options.language].kinds[item.kind as keyof (typeof dictionaries)["en"]["kinds"]];
  const url = `${options.portalUrl}${kindSpec(item.kind).link(item.data)}`;
  return (text.sms ?? text.subject)({ ...item.data, url });
}

function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
