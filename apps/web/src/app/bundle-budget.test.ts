import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { routeBundles } from "../../../../bench/route-bundles";

const dist = resolve(import.meta.dirname, "../../dist");
const built = existsSync(resolve(dist, ".vite/manifest.json"));

/**
 * Gzip JS each screen loads (entry, language texts, its route chunks), from the last build's
 * manifest: bytes are deterministic, so this is a test, not a benchmark. KiB (1,024 bytes) of the
 * build's own .gz files. The ceilings are issue 11's targets (docs/decisions/041-bundles-under-budget.md).
 */
const CEILINGS_KIB: Record<string, number> = {
  "/": 140,
  "/login": 140,
  "/dashboard": 200,
  "/admin/dashboard": 220,
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

  it("loads no dialog, drawer or toaster with the dashboards' first screen (nor zod for the client)", () => {
    const files = (route: string) => routeBundles(dist).find((r) => r.route === route)?.files ?? [];
    const deferred = /mobile-menu|(?<!lazy-)dialog|sonner/;
    expect(files("/dashboard").filter((f) => deferred.test(f) || /schemas|zod/.test(f))).toEqual([]);
    expect(files("/admin/dashboard").filter((f) => deferred.test(f))).toEqual([]);
  });
});
