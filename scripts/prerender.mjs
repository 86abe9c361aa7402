// Prerenders the public pages at build time (apps/web/src/prerender.tsx, built for Node by Vite's
// SSR mode into a scratch folder) and writes apps/web/dist/prerendered.json:
// { "/login": { "en": { "html": "...", "dir": "ltr" }, "he": { ... } }, ... }. The server puts that
// HTML in #root for the visitor's language (lib/route-html.ts); main.tsx hydrates it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export async function prerenderPages(webDir, webDist) {
  const out = path.join(webDir, "node_modules/.cache/prerender");
  const result = spawnSync(
    "npx",
    ["vite", "build", "--ssr", "src/prerender.tsx", "--outDir", out, "--emptyOutDir", "--logLevel", "warn"],
    { cwd: webDir, stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error("prerender: the SSR build failed");
  // React's production build, as in the browser.
  process.env.NODE_ENV = "production";
  const { prerender, PRERENDERED_PATHS, LOCALES } = await import(pathToFileURL(path.join(out, "prerender.js")).href);
  const pages = {};
  for (const pathname of PRERENDERED_PATHS) {
    pages[pathname] = {};
    for (const lang of LOCALES) pages[pathname][lang] = await prerender(pathname, lang);
  }
  fs.writeFileSync(path.join(webDist, "prerendered.json"), `${JSON.stringify(pages, null, 1)}\n`);
  fs.rmSync(out, { recursive: true, force: true });
  return Object.keys(pages);
}
