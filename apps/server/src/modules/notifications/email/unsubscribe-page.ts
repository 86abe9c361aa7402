import { dictionaries, type Language } from "./messages.ts";
import { AGENCY } from "./render.ts";

/** The small page behind an e-mail's unsubscribe link: a confirm button, the result, or a refusal. */
export function unsubscribePage(language: Language, state: "confirm" | "done" | "invalid", action?: string): string {
  const page = dictionaries[language].page;
  const body =
    state === "confirm" && action
      ? `<p>${esc(page.confirm)}</p><form method="post" action="${esc(action)}"><button type="submit" style="background:${AGENCY.colour};color:#fff;border:0;padding:10px 16px;border-radius:6px;font-size:16px">${esc(page.button)}</button></form>`
      : `<p role="status">${esc(state === "done" ? page.done : page.invalid)}</p>`;
  return `<!doctype html><html lang="${language}" dir="${language === "he" ? "rtl" : "ltr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(AGENCY.name)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:48px auto;padding:0 16px;color:#0f172a"><h1 style="font-size:20px">${esc(AGENCY.name)}</h1>${body}</body></html>`;
}

function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
