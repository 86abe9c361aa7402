// Builds the prerendering of the public pages (apps/web/src/prerender.tsx) for Node with Vite's SSR
// mode into apps/web/dist/ssr. The server loads it (lib/route-html.ts) and renders `/` and `/login`
// in each language under the agency's brand at its first request, and again after every change of
// the agency settings: no rebuild. The folder is never served. One render here checks it works.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** A brand for the build's check render only (the server renders with the agency's own). */
const checkBrand = {
  name: "Client portal",
  brandColour: "#2563eb",
  logoUrl: null,
  iconUrl: null,
  landing: { enabled: true, headline: { en: "Headline", he: "כותרת" }, text: { en: "Text", he: "טקסט" } },
  premium: {
    name: "Premium",
    monthlyPriceCents: 100,
    priceLabel: { en: "Monthly", he: "חודשי" },
    benefits: { en: [], he: [] },
    revisionsPerProject: 3,
  },
  region: { timeZone: "UTC", defaultLanguage: "en", firstDayOfWeek: { en: 0, he: 0 } },
  version: "build-check",
};

export async function prerenderPages(webDir, webDist) {
  const out = path.join(webDist, "ssr");
  const result = spawnSync(
    "npx",
    ["vite", "build", "--ssr", "src/prerender.tsx", "--outDir", out, "--emptyOutDir", "--logLevel", "warn"],
    { cwd: webDir, stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error("prerender: the SSR build failed");
  // The build no longer writes prerendered.json; an old one would only mislead.
  fs.rmSync(path.join(webDist, "prerendered.json"), { force: true });
  // React's production build, as in the browser.
  process.env.NODE_ENV = "production";
  const { prerender, PRERENDERED_PATHS } = await import(pathToFileURL(path.join(out, "prerender.js")).href);
  for (const pathname of PRERENDERED_PATHS) {
    for (const lang of ["en", "he"]) {
      const page = await prerender(pathname, lang, checkBrand);
      if (!page.html.includes(checkBrand.name))
        throw new Error(`prerender: ${pathname} (${lang}) does not show the agency's name`);
    }
  }
  return PRERENDERED_PATHS;
}
