import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { routeBundles } from "../../../../bench/route-bundles";

const dist = resolve(import.meta.dirname, "../../dist");
const built = existsSync(resolve(dist, ".vite/manifest.json"));

/**
 * Gzip JS each screen loads (entry, language texts, its route chunks), from the last build's
 * manifest: bytes are deterministic, so this is a test, not a benchmark. KiB (1,024 bytes) of the
 * build's own .gz files. Issue 11's targets (/login 140, dashboards 200 / 220) are not met yet: the
 * password alternative, the route error boundary and the pager took /login to 140.5 and the
 * dashboards to 230.5, so these are ceilings against growth (docs/decisions/026-front-end-loading.md).
 * i18next 27 / react-i18next 18 added 1.8 KiB to every screen (docs/decisions/033-current-i18next.md).
 */
const CEILINGS_KIB: Record<string, number> = {
  "/": 144,
  "/login": 143,
  "/dashboard": 234,
  "/admin/dashboard": 234,
};

describe.skipIf(!built)("bundle budget (apps/web/dist; run npm run build first)", () => {
  it("keeps every screen's gzip JavaScript under its ceiling", () => {
    const over = routeBundles(dist)
      .map(({ route, js }) => ({ route, kib: Math.round((js.gzip / 1024) * 10) / 10, ceiling: CEILINGS_KIB[route] }))
      .filter(({ kib, ceiling }) => ceiling !== undefined && kib > ceiling);
    expect(over).toEqual([]);
  });

  it("loads neither Better Auth's client, zod, sonner nor the app layout on the sign-in path", () => {
    const login = routeBundles(dist).find((r) => r.route === "/login");
    expect(login?.files.some((f) => /auth-client|schemas|zod|guarded-areas|sonner/.test(f))).toBe(false);
  });
});
