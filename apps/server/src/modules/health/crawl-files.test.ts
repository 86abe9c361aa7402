import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/** /robots.txt and /sitemap.xml are real files for crawlers, not the web app's HTML (issue 26). */
let configured: TestApp;
let embedded: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "portal-dist-"));
  fs.writeFileSync(path.join(dist, "index.html"), '<!doctype html><div id="root"></div>');
  configured = await createTestApp({ webDistDir: dist, env: { PUBLIC_URL: "https://portal.example.com" } });
  // The embedded default runs without PUBLIC_URL: the address of the request is the portal's.
  embedded = await createTestApp({ webDistDir: dist, env: { PUBLIC_URL: undefined } });
});
afterAll(async () => {
  await configured.close();
  await embedded.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("files for crawlers", () => {
  it("robots.txt lets crawlers read the public pages only and names the sitemap at PUBLIC_URL", async () => {
    const res = await configured.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).not.toContain("<");
    expect(text.split("\n")).toEqual([
      "User-agent: *",
      "Allow: /$",
      "Allow: /login",
      "Disallow: /",
      "",
      "Sitemap: https://portal.example.com/sitemap.xml",
      "",
    ]);
  });

  it("sitemap.xml lists / and /login at PUBLIC_URL", async () => {
    const res = await configured.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://portal.example.com/",
      "https://portal.example.com/login",
    ]);
  });

  it("without PUBLIC_URL both are built from the address the request came to", async () => {
    const robots = await (await embedded.app.request("http://192.168.1.20:3000/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://192.168.1.20:3000/sitemap.xml");
    const sitemap = await (await embedded.app.request("http://192.168.1.20:3000/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>http://192.168.1.20:3000/login</loc>");
  });

  it("answers the same for a signed-in person, and the web app still answers its own routes", async () => {
    const { cookie } = await configured.signInAs();
    expect(await (await configured.request("/robots.txt", { cookie })).text()).toContain("Disallow: /");
    // Once the agency is set up (an admin exists), /login is the web app's, not the first-run redirect.
    await configured.signInAs({ role: "admin" });
    expect(await (await configured.request("/login")).text()).toContain('id="root"');
  });
});
