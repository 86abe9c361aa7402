import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProfile } from "../../db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "portal-dist-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><div id="root"></div><script src="/assets/app-abc.js"></script>',
  );
  fs.writeFileSync(path.join(dist, "assets", "app-abc.js"), "console.log('app')");
  fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg/>");
  t = await createTestApp({ webDistDir: dist });
  // A portal past its first run (without an admin every page leads to /setup).
  await createProfile(t.deps.db, { role: "admin" });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it("answers client-side routes with the app's HTML", async () => {
    for (const route of ["/login", "/dashboard/invoices", "/no/such/page"]) {
      const res = await t.request(route);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(await res.text()).toContain('id="root"');
    }
  });

  it("sends `/` to sign-in while the agency has no landing page", async () => {
    const res = await t.request("/");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login");
  });

  it("serves hashed assets with a long cache, and a missing asset as 404", async () => {
    const asset = await t.request("/assets/app-abc.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    const missing = await t.request("/assets/app-old.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).not.toContain("text/html");
  });

  it("serves public files and keeps unknown API paths as JSON 404s", async () => {
    expect((await t.request("/favicon.svg")).status).toBe(200);
    const api = await t.request("/api/nothing-here");
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
  });
});
