// The server's prerendering (built for Node by scripts/prerender.mjs into dist/ssr; run by the
// server's lib/route-html.ts): the landing page and the sign-in screen rendered to HTML in each
// language under the agency's brand, again whenever its settings change, so their first paint
// needs no JavaScript; main.tsx hydrates it with the same brand (the page's data block).
import type { PageBrand } from "@portal/shared/agency-brand";
import type { Locale } from "@portal/shared/constants";
import i18n from "i18next";
import { prerenderToNodeStream } from "react-dom/static";
import { initReactI18next } from "react-i18next";
import { StaticRouter } from "react-router";
import { AppTree } from "./app/app-tree";
import { queryClient } from "./app/providers";
import { AppRoutes } from "./app/router";
import { brandQueryOptions } from "./features/agency";
import enCore from "./lib/locale-bundles/en-core";
import enLanding from "./lib/locale-bundles/en-landing";
import heCore from "./lib/locale-bundles/he-core";
import heLanding from "./lib/locale-bundles/he-landing";

export { PRERENDERED_PATHS } from "@portal/shared/prerendered-paths";

const ready = i18n.use(initReactI18next).init({
  resources: { en: { ...enCore, ...enLanding }, he: { ...heCore, ...heLanding } },
  lng: "en",
  fallbackLng: false,
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
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

/** `pathname` rendered in `lang` under `brand` (one render at a time: one i18next, one query cache). */
export async function prerender(pathname: string, lang: Locale, brand: PageBrand): Promise<Prerendered> {
  await ready;
  await i18n.changeLanguage(lang);
  queryClient.setQueryData(brandQueryOptions.queryKey, brand);
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
