/**
 * How fast the web app loads: per screen the JS and CSS bytes (raw, gzip, brotli) from the build
 * manifest, then in Chromium (CHROMIUM_PATH or /usr/bin/chromium) with 4x CPU throttling, cold
 * loads (fresh context each): FCP, LCP and the time until the main content shows, median of
 * BENCH_RUNS (default 5); the same for a bare React page with one route (bench/reference-app)
 * served by the same server; one pass on a slow mobile link (1.6 Mbps, 150 ms). Budgets of
 * issue 11 are printed as pass/fail. Needs a build (npm run build).
 *
 *   npm run bench:web
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import react from "@vitejs/plugin-react";
import { Hono } from "hono";
import pino from "pino";
import { type Browser, chromium } from "playwright";
import { build } from "vite";
import { seedDemoData } from "../apps/server/src/db/seed/demo-data.ts";
import { createTestApp } from "../apps/server/src/test/test-app.ts";
import { compressDir } from "../scripts/compress-assets.mjs";
import { routeBundles } from "./route-bundles.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3730);
const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "apps/web/dist");
const kb = (n: number) => `${(n / 1024).toFixed(1)}`;
const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");

console.log("bench:web — figures from whatever machine runs it; compare within one run.\n");
console.log("screen              JS files   raw KB  gzip KB  br KB | CSS gzip KB | budget (gzip JS)");
for (const r of routeBundles(dist)) {
  const budget = r.budgetGzipKb ? `<= ${r.budgetGzipKb} KB: ${verdict(r.js.gzip / 1024 <= r.budgetGzipKb)}` : "";
  console.log(
    `${r.route.padEnd(19)} ${String(r.js.files).padStart(8)} ${kb(r.js.raw).padStart(8)} ${kb(r.js.gzip).padStart(8)} ${kb(r.js.brotli).padStart(6)} | ${kb(r.css.gzip).padStart(11)} | ${budget}`,
  );
}

// The reference: one bundle, built now, served under /ref/ by the same server.
const refOut = fs.mkdtempSync(path.join(os.tmpdir(), "bench-ref-"));
await build({
  root: path.join(root, "bench/reference-app"),
  base: "/ref/",
  logLevel: "error",
  plugins: [react()],
  build: { outDir: refOut, emptyOutDir: true, rolldownOptions: { output: { codeSplitting: false } } },
});
// Served like the portal's own assets: precompressed brotli and gzip.
await compressDir(refOut);

const t = await createTestApp({ webDistDir: dist });
await seedDemoData(
  { db: t.deps.db, storage: t.deps.providers.storage, demoSiteUrl: "http://localhost:3001" },
  pino({ level: "silent" }),
);
async function signIn(phone: string) {
  await t.request("/api/auth/phone-number/send-otp", { method: "POST", body: JSON.stringify({ phoneNumber: phone }) });
  const res = await t.request("/api/auth/phone-number/verify", {
    method: "POST",
    body: JSON.stringify({ phoneNumber: phone, code: t.sms.lastCodeFor(phone) }),
  });
  const [name, value] = (res.headers.getSetCookie()[0] ?? "").split(";")[0].split("=");
  return { name, value };
}
const client = await signIn("+15550100002");
const admin = await signIn("+15550100001");

const server = new Hono();
const refRoot = path.relative(process.cwd(), refOut);
server.use("/ref/*", serveStatic({ root: refRoot, precompressed: true, rewriteRequestPath: (p) => p.replace(/^\/ref/, "") }));
server.get("/ref/*", (c) => c.html(fs.readFileSync(path.join(refOut, "index.html"), "utf8")));
// The floor: what the browser takes to paint any page here (the sign-in form as plain HTML, no
// style sheet, no script). No page can paint before it, so it bounds what a ratio can reach.
server.get("/floor", (c) =>
  c.html(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head><body><main><h1>Sign in</h1><form id="main-content"><label for="phone">Phone</label><input id="phone" type="tel"><button type="submit">Send code</button></form></main></body></html>',
  ),
);
server.all("*", (c) => t.app.fetch(c.req.raw, { incoming: { socket: { remoteAddress: "127.0.0.1" } } }));
const listener = serve({ fetch: server.fetch, port: PORT, hostname: "127.0.0.1" });
const base = `http://localhost:${PORT}`;

interface Screen {
  name: string;
  path: string;
  ready: string;
  cookie?: { name: string; value: string };
}
const screens: Screen[] = [
  { name: "floor (plain HTML)", path: "/floor", ready: "#main-content" },
  { name: "reference (bare React)", path: "/ref/", ready: "#main-content" },
  { name: "/login", path: "/login", ready: "input[type=tel]" },
  { name: "/ (landing)", path: "/", ready: "main h1, h1" },
  { name: "/dashboard", path: "/dashboard", ready: "main h1", cookie: client },
  { name: "/admin/dashboard", path: "/admin/dashboard", ready: "main table", cookie: admin },
];

interface Timing {
  fcp: number;
  lcp: number;
  ready: number;
  jsBytes: number;
}

async function coldLoad(browser: Browser, screen: Screen, slow: boolean): Promise<Timing> {
  const context = await browser.newContext();
  if (screen.cookie) await context.addCookies([{ ...screen.cookie, url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  if (slow) {
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  let jsBytes = 0;
  cdp.on("Network.loadingFinished", (e) => {
    jsBytes += e.encodedDataLength;
  });
  const scriptIds = new Set<string>();
  cdp.on("Network.responseReceived", (e) => {
    if (e.type === "Script") scriptIds.add(e.requestId);
  });
  await page.addInitScript((selector) => {
    const w = window as unknown as { __lcp: number; __ready: number };
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    // When the content is first in the page, noted by the page itself: asking from here would add
    // the time a busy (throttled) main thread takes to answer.
    const seen = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      w.__ready = performance.now();
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  }, screen.ready);
  await page.goto(base + screen.path, { waitUntil: "commit" });
  await page.waitForSelector(screen.ready, { timeout: 60_000 });
  const ready = await page.evaluate(() => (window as unknown as { __ready?: number }).__ready ?? performance.now());
  await page.waitForLoadState("networkidle");
  const { fcp, lcp } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    lcp: (window as unknown as { __lcp: number }).__lcp,
  }));
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === "script" || e.name.endsWith(".js"))
      .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
  );
  await context.close();
  return { fcp, lcp, ready, jsBytes: scripts || jsBytes };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const results = new Map<string, Timing>();
console.log(`\nChromium, 4x CPU throttling, cold loads, median of ${RUNS} (ms; JS = encoded bytes transferred)`);
console.log("screen                    FCP     LCP   content   JS KB (brotli as served)");
for (const screen of screens) {
  const runs: Timing[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(browser, screen, false));
  const m: Timing = {
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    ready: median(runs.map((r) => r.ready)),
    jsBytes: median(runs.map((r) => r.jsBytes)),
  };
  results.set(screen.name, m);
  console.log(
    `${screen.name.padEnd(24)} ${m.fcp.toFixed(0).padStart(5)}  ${m.lcp.toFixed(0).padStart(6)}  ${m.ready.toFixed(0).padStart(8)}  ${kb(m.jsBytes).padStart(7)}`,
  );
}
const ref = results.get("reference (bare React)");
const login = results.get("/login");
if (ref && login) {
  const ratio = login.fcp / ref.fcp;
  console.log(
    `\nFCP /login vs reference: ${ratio.toFixed(2)}x — budget <= 1.2x: ${verdict(ratio <= 1.2)}; issue 26's <= 0.6x: ${verdict(ratio <= 0.6)}`,
  );
  const floor = results.get("floor (plain HTML)");
  if (floor) console.log(`FCP of plain HTML vs reference: ${(floor.fcp / ref.fcp).toFixed(2)}x (no page paints sooner here)`);
}

console.log("\nSlow mobile link (1.6 Mbps down, 150 ms latency) + 4x CPU, one cold load:");
for (const screen of screens.filter((s) => !["/ (landing)", "floor (plain HTML)"].includes(s.name))) {
  const r = await coldLoad(browser, screen, true);
  const budget = screen.name === "/dashboard" ? ` — budget usable <= 2500 ms: ${verdict(r.ready <= 2500)}` : "";
  console.log(`${screen.name.padEnd(24)} content after ${r.ready.toFixed(0)} ms (FCP ${r.fcp.toFixed(0)})${budget}`);
}

await browser.close();
listener.close();
await t.close();
fs.rmSync(refOut, { recursive: true, force: true });
