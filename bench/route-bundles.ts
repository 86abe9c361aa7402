import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const AREA = "src/app/routes/guarded-areas.tsx";
const HOME = "src/lib/locale-bundles/en-home.ts";

/** What each measured screen loads besides the entry: its route modules, as in apps/web/src/app. */
export const ROUTES: Record<string, { modules: string[]; budgetGzipKb?: number }> = {
  "/": { modules: ["src/features/landing/pages/landing-page.tsx", "src/lib/locale-bundles/en-landing.ts"] },
  "/login": { modules: ["src/features/auth/pages/login-page.tsx"], budgetGzipKb: 140 },
  "/dashboard": {
    modules: [AREA, HOME, "src/app/routes/client-dashboard/client-dashboard-page.tsx"],
    budgetGzipKb: 200,
  },
  "/admin/dashboard": {
    modules: [AREA, HOME, "src/lib/locale-bundles/en-rest.ts", "src/app/routes/admin-dashboard/admin-dashboard-screen.tsx"],
    budgetGzipKb: 220,
  },
};
/**
 * Every screen also loads the entry, what the entry imports once the page has painted (main.tsx:
 * the framework, then the app) and the texts of its language (English here).
 */
const ALWAYS = ["index.html", "src/lib/locale-bundles/en-core.ts"];

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface Bytes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteBundle {
  route: string;
  /** The JS files, as in the build (assets/…). */
  files: string[];
  js: Bytes;
  css: Bytes;
  budgetGzipKb?: number;
}

function sizes(distDir: string, files: Iterable<string>): Bytes {
  const total: Bytes = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const full = path.join(distDir, file);
    const raw = fs.readFileSync(full);
    // The build's own precompressed files when present (npm run build), else compressed here.
    const read = (suffix: string, make: () => Buffer) =>
      fs.existsSync(full + suffix) ? fs.statSync(full + suffix).size : make().length;
    total.files += 1;
    total.raw += raw.length;
    total.gzip += read(".gz", () => zlib.gzipSync(raw, { level: 9 }));
    total.brotli += read(".br", () => zlib.brotliCompressSync(raw));
  }
  return total;
}

/** The JS and CSS each screen loads, from the build's manifest (apps/web/dist/.vite/manifest.json). */
export function routeBundles(distDir: string): RouteBundle[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  return Object.entries(ROUTES).map(([route, { modules, budgetGzipKb }]) => {
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest`);
      if (js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const next of chunk.imports ?? []) visit(next);
    };
    for (const key of [...ALWAYS, ...(manifest["index.html"]?.dynamicImports ?? []), ...modules]) visit(key);
    return { route, files: [...js], js: sizes(distDir, js), css: sizes(distDir, css), budgetGzipKb };
  });
}
