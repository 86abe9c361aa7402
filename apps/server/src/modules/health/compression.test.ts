import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { AGENCY_SETTINGS_DEFAULTS } from "@portal/shared/agency-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProfile } from "../../db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { updateAgencySettings } from "../agency/index.ts";

const script = `console.log(${JSON.stringify("portal ".repeat(500))});`;
const html = `<!doctype html><html lang="en" dir="ltr"><head><title>Portal</title><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><div id="root"></div>${"<!-- padding -->".repeat(100)}`;
const css = "main{margin:0}.p{color:red}.unused{color:blue}";

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "portal-dist-"));
  fs.mkdirSync(path.join(dist, "assets"));
  // What the build writes: each file with its brotli and gzip forms next to it.
  const write = (file: string, text: string) => {
    fs.writeFileSync(path.join(dist, file), text);
    fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(text));
  };
  write("index.html", html);
  write("assets/app-abc.js", script);
  write("assets/index-1.css", css);
  fs.writeFileSync(path.join(dist, "assets", "app-abc.js.map"), "{}");
  fs.writeFileSync(
    path.join(dist, "route-preloads.json"),
    JSON.stringify({
      en: { "/": ["assets/landing-1.js"], "/login": ["assets/login-1.js"], "/dashboard/*": ["assets/area-1.js"] },
      he: {
        "/": ["assets/landing-1.js"],
        "/login": ["assets/login-1.js", "assets/he-core.js"],
        "/dashboard/*": ["assets/area-1.js"],
      },
    }),
  );
  // What the build's prerendering bundle answers (apps/web/src/prerender.tsx, here a stand-in).
  fs.mkdirSync(path.join(dist, "ssr"));
  fs.writeFileSync(
    path.join(dist, "ssr", "prerender.mjs"),
    `export const PRERENDERED_PATHS = ["/login"];
export async function prerender(pathname, lang) {
  return lang === "he"
    ? { head: "", html: "<main>כניסה</main>", dir: "rtl" }
    : { head: '<link rel="preload" as="image" href="/favicon.svg"/>', html: '<main class="p">Sign in</main>', dir: "ltr" };
}`,
  );
  t = await createTestApp({ webDistDir: dist });
  // A portal past its first run (without an admin every page leads to /setup).
  await createProfile(t.deps.db, { role: "admin" });
  // An agency with a landing page (without one, `/` leads to /login).
  await updateAgencySettings(t.deps, null, { landing: { ...AGENCY_SETTINGS_DEFAULTS.landing, enabled: true } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("precompressed web assets", () => {
  it("serves the brotli file to browsers that accept it, and gzip to those that accept only gzip", async () => {
    const br = await t.request("/assets/app-abc.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(br.headers.get("content-type")).toContain("javascript");
    expect(zlib.brotliDecompressSync(await body(br)).toString()).toBe(script);

    const gz = await t.request("/assets/app-abc.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(await body(gz)).toString()).toBe(script);
  });

  it("serves the plain file, still marked as varying, to clients that accept no encoding", async () => {
    const plain = await t.request("/assets/app-abc.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toContain("Accept-Encoding");
    expect((await body(plain)).toString()).toBe(script);
  });

  it("compresses the app's HTML for client-side routes", async () => {
    const res = await t.request("/admin/invoices", { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    expect(zlib.brotliDecompressSync(await body(res)).toString()).toBe(await (await t.request("/admin/invoices")).text());
    const refused = await t.request("/login", { headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(refused.headers.get("content-encoding")).toBe("gzip");
  });

  it("never publishes source maps", async () => {
    const res = await t.request("/assets/app-abc.js.map");
    expect(res.status).toBe(404);
  });
});

describe("preloading the opened screen's chunks", () => {
  const page = async (route: string) => (await t.request(route)).text();

  it("names the chunks of the path's screen in the HTML, by exact path or area prefix", async () => {
    expect(await page("/login")).toContain('<link rel="modulepreload" crossorigin href="/assets/login-1.js"></head>');
    expect(await page("/login")).not.toContain("he-core");
    expect(await page("/")).toContain('href="/assets/landing-1.js"');
    expect(await page("/dashboard/invoices")).toContain('href="/assets/area-1.js"');
    const other = await page("/no/such/page");
    expect(other).not.toContain("modulepreload");
    expect(other).toContain('<div id="root"></div>');
  });

  it("serves the same preloads compressed", async () => {
    const res = await t.request("/login", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(await body(res)).toString()).toContain('href="/assets/login-1.js"');
  });
});

describe("prerendered public pages", () => {
  const get = (route: string, cookie?: string) => t.request(route, cookie ? { headers: { cookie } } : {});

  it("puts the page's markup in #root with the style rules it uses inlined, in English by default", async () => {
    const res = await get("/login");
    expect(res.headers.get("vary")).toContain("Cookie");
    const text = await res.text();
    expect(text).toContain('<html lang="en" dir="ltr" data-prerendered="en">');
    expect(text).toContain('<div id="root"><main class="p">Sign in</main></div>');
    expect(text).toContain("<style>main{margin:0}.p{color:red}</style>");
    // The full sheet is preloaded (the app applies it), and linked for a browser without JavaScript.
    expect(text).toContain('<link rel="preload" as="style" crossorigin href="/assets/index-1.css">');
    expect(text).toContain('<noscript><link rel="stylesheet" crossorigin href="/assets/index-1.css"></noscript>');
    expect(text).not.toMatch(/<link rel="stylesheet"[^>]*>(?!<\/noscript>)/);
    expect(text).toContain('<link rel="preload" as="image" href="/favicon.svg"/>');
  });

  it("serves the Hebrew page, right to left, with the Hebrew texts preloaded, to a visitor who chose Hebrew", async () => {
    const text = await (await get("/login", "portal.language=he")).text();
    expect(text).toContain('<html lang="he" dir="rtl" data-prerendered="he">');
    expect(text).toContain("<main>כניסה</main>");
    expect(text).toContain('href="/assets/he-core.js"');
  });

  it("leaves the other screens' HTML empty for the app to render", async () => {
    const text = await (await get("/dashboard/invoices", "portal.language=he")).text();
    expect(text).toContain('<div id="root"></div>');
    expect(text).not.toContain("data-prerendered");
    expect(text).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });
});

describe("compressed API answers", () => {
  it("compresses JSON over 1 KB with brotli or gzip, as accepted", async () => {
    const plain = await t.request("/api/openapi.json");
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toContain("Accept-Encoding");

    const br = await t.request("/api/openapi.json", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const compressed = await body(br);
    expect(compressed.length).toBeLessThan(text.length / 3);
    expect(Number(br.headers.get("content-length"))).toBe(compressed.length);
    expect(zlib.brotliDecompressSync(compressed).toString()).toBe(text);

    const gz = await t.request("/api/openapi.json", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(await body(gz)).toString()).toBe(text);
  });

  it("leaves small JSON as it is", async () => {
    const res = await t.request("/api/health", { headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toMatchObject({ status: "ok" });
  });

  it("keeps the session cookie on a compressed answer and never compresses the live-update stream", async () => {
    const { cookie } = await t.signInAs({ fullName: "Dana Client" });
    const me = await t.request("/api/me", { cookie, headers: { "accept-encoding": "br" } });
    expect(me.status).toBe(200);
    const stream = await t.request("/api/events", { cookie, headers: { "accept-encoding": "br, gzip" } });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    expect(stream.headers.get("content-encoding")).toBeNull();
    await stream.body?.cancel();
  });
});

describe("the signed-in person in the app's HTML", () => {
  const sessionBlock = (html: string) => /<script type="application\/json" id="portal-session">([^<]*)<\/script>/.exec(html)?.[1];

  it("carries the profile /api/session would answer, compressed for this answer and never cached", async () => {
    const { cookie } = await t.signInAs({ fullName: "Dana </script><b>Client", businessName: "D & Co" });
    const session = (await (await t.request("/api/session", { cookie })).json()) as { profile: unknown };
    const res = await t.request("/dashboard/support", { cookie, headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = zlib.brotliDecompressSync(await body(res)).toString();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/area-1.js">');
    const json = sessionBlock(html);
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json as string)).toEqual(session.profile);

    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/notifications/counts">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/companies">');
    expect(html).not.toContain("/api/projects/mine");

    const gz = await t.request("/dashboard", { cookie, headers: { "accept-encoding": "gzip" } });
    const home = zlib.gunzipSync(await body(gz)).toString();
    expect(JSON.parse(sessionBlock(home) as string)).toEqual(session.profile);
    expect(home).toContain('<link rel="preload" as="fetch" crossorigin href="/api/projects/mine">');
  });

  it("carries nothing for an anonymous visitor or a session that is not valid", async () => {
    for (const cookie of [undefined, "better-auth.session_token=forged.value"]) {
      const res = await t.request("/dashboard", { cookie, headers: { "accept-encoding": "identity" } });
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain("portal-session");
      expect(res.headers.get("cache-control")).toBeNull();
    }
  });
});
