import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { LOCALES, type Locale } from "@portal/shared/constants";

export interface HtmlVariants {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The app's HTML for each path the build listed (route-preloads.json), and the plain one. */
export interface RouteHtml {
  forPath(pathname: string, lang: Locale): HtmlVariants;
}

/** What the build writes per language and path (scripts/build.mjs, scripts/prerender.mjs). */
type Preloads = Partial<Record<Locale, Record<string, string[]>>>;
type Prerendered = Record<string, Partial<Record<Locale, { head: string; html: string; dir: "ltr" | "rtl" }>>>;

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
 * The prerendered page in index.html: its markup in #root, `lang`/`dir` on <html> (and
 * `data-prerendered`, so the browser knows which language it may hydrate), and the stylesheet
 * inlined, so the first paint needs neither JavaScript nor another request.
 */
function withPrerendered(indexHtml: string, distDir: string, lang: Locale, page: { head: string; html: string; dir: string }) {
  const inlined = indexHtml.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/, (_link, file: string) => {
    const css = fs.readFileSync(path.join(distDir, file), "utf8");
    return `<style>${css.replaceAll("</style", "<\\/style")}</style>`;
  });
  return inlined
    .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${page.dir}" data-prerendered="${lang}">`)
    .replace("</head>", `${page.head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
}

/**
 * Reads index.html, the build's route-preloads.json and prerendered.json, and prepares (once,
 * compressed) an HTML per language and listed path: with `<link rel="modulepreload">` for that
 * screen's chunks and its language's texts, so the browser fetches them alongside the entry
 * instead of after it, and for the prerendered public pages their markup in that language. A path
 * matches exactly, else the longest `prefix/*` entry, else `*` (what every screen needs), else the
 * plain HTML.
 */
export function loadRouteHtml(distDir: string): RouteHtml {
  const indexHtml = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  const plain = variants(indexHtml);
  const preloads = readJson<Preloads>(path.join(distDir, "route-preloads.json"), {});
  const prerendered = readJson<Prerendered>(path.join(distDir, "prerendered.json"), {});
  const byRoute = new Map<string, HtmlVariants>();
  const key = (lang: Locale, route: string) => `${lang} ${route}`;
  for (const lang of LOCALES) {
    const routes = preloads[lang] ?? {};
    for (const route of new Set([...Object.keys(routes), ...Object.keys(prerendered)])) {
      const files = routes[route] ?? routes["*"] ?? [];
      const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join("");
      const page = prerendered[route]?.[lang];
      const html = page ? withPrerendered(indexHtml, distDir, lang, page) : indexHtml;
      byRoute.set(key(lang, route), variants(html.replace("</head>", `${links}</head>`)));
    }
  }
  const prefixes = Object.keys(preloads.en ?? {})
    .filter((r) => r.endsWith("/*"))
    .sort((a, b) => b.length - a.length);
  return {
    forPath(pathname, lang) {
      const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
      const exact = byRoute.get(key(lang, trimmed));
      if (exact) return exact;
      const prefix = prefixes.find((r) => trimmed.startsWith(r.slice(0, -1)));
      return (prefix && byRoute.get(key(lang, prefix))) || byRoute.get(key(lang, "*")) || plain;
    },
  };
}
