import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

interface HtmlVariants {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The app's HTML for each path the build listed (route-preloads.json), and the plain one. */
export interface RouteHtml {
  forPath(pathname: string): HtmlVariants;
}

function variants(html: string): HtmlVariants {
  const raw = Buffer.from(html);
  return {
    raw,
    br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(raw, { level: 9 }),
  };
}

/**
 * Reads index.html and the build's route-preloads.json, and prepares (once, compressed) an HTML
 * per listed path with `<link rel="modulepreload">` for that screen's chunks, so the browser
 * fetches them alongside the entry instead of after it. A path matches exactly, else the longest
 * `prefix/*` entry, else `*` (what every screen needs), else the plain HTML.
 */
export function loadRouteHtml(distDir: string): RouteHtml {
  const indexHtml = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  const plain = variants(indexHtml);
  const file = path.join(distDir, "route-preloads.json");
  const preloads: Record<string, string[]> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
  const byRoute = new Map<string, HtmlVariants>();
  for (const [route, files] of Object.entries(preloads)) {
    const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join("");
    byRoute.set(route, variants(indexHtml.replace("</head>", `${links}</head>`)));
  }
  const prefixes = [...byRoute.keys()].filter((r) => r.endsWith("/*")).sort((a, b) => b.length - a.length);
  const fallback = byRoute.get("*") ?? plain;
  return {
    forPath(pathname) {
      const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
      const exact = byRoute.get(trimmed);
      if (exact) return exact;
      const prefix = prefixes.find((r) => trimmed.startsWith(r.slice(0, -1)));
      return (prefix && byRoute.get(prefix)) || fallback;
    },
  };
}
