import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import type { PageBrand } from "@portal/shared/agency-brand";
import { LOCALES, type Locale } from "@portal/shared/constants";
import { PRERENDERED_PATHS } from "@portal/shared/prerendered-paths";
import { withBrand } from "./brand-in-html.ts";
import { styleSheetCutter } from "./critical-css.ts";
import { type PrerenderedPage, prerenderPage } from "./prerender-pages.ts";

export interface HtmlVariants {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The app's HTML for each path the build listed (route-preloads.json), and the plain one. */
export interface RouteHtml {
  /** The HTML of `pathname` in `lang` under `brand`: made once per brand version, then kept. */
  forPath(pathname: string, lang: Locale, brand: PageBrand): Promise<HtmlVariants>;
}

/** What the build writes per language and path (scripts/build.mjs). */
type Preloads = Partial<Record<Locale, Record<string, string[]>>>;

type StyleSheet = NonNullable<ReturnType<typeof readStyleSheet>>;

/** The folder of the prerendering bundle inside the web build; never served (lib/web-app.ts). */
export const SSR_DIR = "ssr";

function variants(html: string): HtmlVariants {
  const raw = Buffer.from(html);
  return {
    raw,
    br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(raw, { level: 9 }),
  };
}

function readJson<T>(file: string, fallback: T): T {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as T) : fallback;
}

/**
 * The web build's prerendering bundle (apps/web/src/prerender.tsx, built for Node into `dist/ssr`),
 * as a file URL for the prerendering process; null when the build made none (the app renders in the
 * browser).
 */
function prerenderingBundle(distDir: string): string | null {
  const file = ["prerender.js", "prerender.mjs"].map((name) => path.join(distDir, SSR_DIR, name)).find((f) => fs.existsSync(f));
  return file ? pathToFileURL(file).href : null;
}

/** The app's style sheet, as index.html links it (null when it links none). */
function readStyleSheet(indexHtml: string, distDir: string) {
  const link = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(indexHtml);
  if (!link) return null;
  return { link: link[0], cut: styleSheetCutter(fs.readFileSync(path.join(distDir, link[1]), "utf8")) };
}

/**
 * The prerendered page in index.html: its markup in #root, `lang`/`dir` on <html> (and
 * `data-prerendered`, so the browser knows which language it may hydrate), and in the head only
 * the style rules that markup uses (decision 126), so the first paint needs neither JavaScript nor
 * another request. The full sheet is preloaded, not linked: main.tsx makes it the page's style
 * sheet once the page has painted, and starts the app only when it is in, so React never draws a
 * screen without its styles. Without JavaScript, the `<noscript>` link applies it.
 */
function withPrerendered(indexHtml: string, sheet: StyleSheet | null, lang: Locale, page: PrerenderedPage) {
  const styled = sheet
    ? indexHtml.replace(sheet.link, () => {
        const critical = sheet.cut(page.html).replaceAll("</style", "<\\/style");
        const preload = sheet.link.replace('rel="stylesheet"', 'rel="preload" as="style"');
        return `<style>${critical}</style>${preload}<noscript>${sheet.link}</noscript>`;
      })
    : indexHtml;
  return styled
    .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${page.dir}" data-prerendered="${lang}">`)
    .replace("</head>", `${page.head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
}

/**
 * Reads index.html and the build's route-preloads.json, and makes (once per brand version,
 * compressed) an HTML per language and listed path: the agency's brand in its head (title, icon,
 * colour, manifest and the brand's data block), `<link rel="modulepreload">` for that screen's
 * chunks and its language's texts, and for the prerendered public pages their markup in that
 * language under that brand, rendered here and again after every change of the settings (no
 * rebuild), in the prerendering process. A path matches exactly, else the longest `prefix/*` entry,
 * else `*` (what every screen needs), else the plain HTML.
 */
export function loadRouteHtml(distDir: string): RouteHtml {
  const indexHtml = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  const preloads = readJson<Preloads>(path.join(distDir, "route-preloads.json"), {});
  const bundle = prerenderingBundle(distDir);
  const prerendered: readonly string[] = bundle ? PRERENDERED_PATHS : [];
  let sheet: StyleSheet | null | undefined;
  const routes = new Set(LOCALES.flatMap((lang) => Object.keys(preloads[lang] ?? {})));
  const prefixes = [...routes].filter((r) => r.endsWith("/*")).sort((a, b) => b.length - a.length);
  let made: { version: string; pages: Map<string, Promise<HtmlVariants>> } = { version: "", pages: new Map() };

  /** The route entry a path uses, or null for the plain HTML. */
  const routeOf = (pathname: string): string | null => {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    if (routes.has(trimmed) || prerendered.includes(trimmed)) return trimmed;
    return prefixes.find((r) => trimmed.startsWith(r.slice(0, -1))) ?? (routes.has("*") ? "*" : null);
  };

  const make = async (route: string | null, lang: Locale, brand: PageBrand): Promise<HtmlVariants> => {
    let html = indexHtml;
    if (bundle && route && prerendered.includes(route)) {
      sheet ??= readStyleSheet(indexHtml, distDir);
      html = withPrerendered(indexHtml, sheet, lang, await prerenderPage({ bundle, pathname: route, lang, brand }));
    }
    const files = route ? (preloads[lang]?.[route] ?? preloads[lang]?.["*"] ?? []) : [];
    const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join("");
    return variants(withBrand(html, brand, lang).replace("</head>", `${links}</head>`));
  };

  return {
    async forPath(pathname, lang, brand) {
      const route = routeOf(pathname);
      if (made.version !== brand.version) made = { version: brand.version, pages: new Map() };
      const key = `${lang} ${route ?? ""}`;
      let page = made.pages.get(key);
      if (!page) {
        page = make(route, lang, brand);
        made.pages.set(key, page);
        // A failed render is tried again by the next request rather than kept.
        page.catch(() => made.pages.get(key) === page && made.pages.delete(key));
      }
      return page;
    },
  };
}
