// Build-time only (scripts/prerender.mjs): the landing page and the sign-in screen rendered to
// HTML in each language, so their first paint needs no JavaScript; main.tsx hydrates it.
import { LOCALES, type Locale } from "@portal/shared/constants";
import i18n from "i18next";
import { prerenderToNodeStream } from "react-dom/static";
import { initReactI18next } from "react-i18next";
import { StaticRouter } from "react-router";
import { AppTree } from "./app/app-tree";
import { AppRoutes } from "./app/router";
import enCore from "./lib/locale-bundles/en-core";
import enLanding from "./lib/locale-bundles/en-landing";
import heCore from "./lib/locale-bundles/he-core";
import heLanding from "./lib/locale-bundles/he-landing";

export const PRERENDERED_PATHS = ["/", "/login"] as const;

const ready = i18n.use(initReactI18next).init({
  resources: { en: { ...enCore, ...enLanding }, he: { ...heCore, ...heLanding } },
  lng: "en",
  fallbackLng: false,
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

async function toHtml(stream: NodeJS.ReadableStream): Promise<string> {
  let html = "";
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

export interface Prerendered {
  /** What React hoists to the document's head (preload hints for images). */
  head: string;
  /** The inner HTML of #root. */
  html: string;
  dir: "ltr" | "rtl";
}

/** `pathname` rendered in `lang`. */
export async function prerender(pathname: string, lang: Locale): Promise<Prerendered> {
  await ready;
  await i18n.changeLanguage(lang);
  const app = (
    <AppTree
      router={
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      }
    />
  );
  const { prelude } = await prerenderToNodeStream(app);
  const rendered = await toHtml(prelude);
  const head = /^(<link [^>]*>)*/.exec(rendered)?.[0] ?? "";
  return { head, html: rendered.slice(head.length), dir: i18n.dir(lang) };
}

export { LOCALES };
