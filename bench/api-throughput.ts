/**
 * Throughput of the everyday endpoints (issue 26: a client's session, me, project, revisions,
 * invoices, tickets, badges, store and purchases; the admin's dashboard, lists and badges) through
 * the real app (session cookie, every middleware) next to a bare Hono endpoint returning the same
 * rows with one indexed query (bench/lib/api-cases.ts), in the same run: autocannon at 32
 * connections in a separate process. The demo data (the client is the demo's, the admin too),
 * plus issue 11's data set. On PGlite, then on PostgreSQL at 127.0.0.1:5432 when it
 * answers (a scratch database of its own, created and dropped). Data: BENCH_CLIENTS clients and
 * BENCH_INVOICES invoices and BENCH_TICKETS tickets (defaults 10,000 / 100,000 / 50,000, issue 11's data).
 * BENCH_DB=pglite|postgres runs one database only; BENCH_CASES=client,me keeps the cases whose name
 * holds one of those words.
 *
 *   npm run bench:api
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { seedDemoData } from "../apps/server/src/db/seed/demo-data.ts";
import { keepHeapClose } from "../apps/server/src/lib/heap-growth.ts";
import { cookieFrom, createTestApp, type TestApp } from "../apps/server/src/test/test-app.ts";
import { seedClients, seedInvoices, seedTickets } from "./lib/agency-data.ts";
import { API_CASES, bareApp } from "./lib/api-cases.ts";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const INVOICES = Number(process.env.BENCH_INVOICES ?? 100_000);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const WARM_UP_SECONDS = 2;
const PORT = Number(process.env.BENCH_PORT ?? 3720);
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DATABASES = process.env.BENCH_DB ?? "pglite,postgres";
const CASE_WORDS = process.env.BENCH_CASES?.split(",");
const autocannonBin = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
// As the server runs (decision 137).
keepHeapClose();

interface Result {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** autocannon in its own process, so it does not share the server's event loop. */
function load(url: string, cookie?: string, seconds = SECONDS): Promise<Result> {
  const args = [autocannonBin, "-c", "32", "-d", String(seconds), "-j", ...(cookie ? ["-H", `cookie=${cookie}`] : []), url];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("error", reject);
    child.on("close", () => {
      const r = JSON.parse(out);
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors });
    });
  });
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES, connectionTimeoutMillis: 2000 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Signs a demo person in by SMS code, as the browser does. */
async function signInDemo(t: TestApp, phone: string): Promise<string> {
  await t.request("/api/auth/phone-number/send-otp", { method: "POST", body: JSON.stringify({ phoneNumber: phone }) });
  const res = await t.request("/api/auth/phone-number/verify", {
    method: "POST",
    body: JSON.stringify({ phoneNumber: phone, code: t.sms.lastCodeFor(phone) }),
  });
  return cookieFrom(res);
}

type Results = Map<string, [Result, Result]>;

async function run(kind: string): Promise<Results> {
  // Logged as in production (a line per API request at info level), to /dev/null.
  const t = await createTestApp({ log: pino({ level: "info" }, pino.destination({ dest: "/dev/null", sync: false })) });
  const db = t.deps.db;
  const seeded = performance.now();
  await seedDemoData({ db, storage: t.deps.providers.storage, demoSiteUrl: "http://localhost:3001" }, pino({ level: "silent" }));
  const cookies = { client: await signInDemo(t, "+15550100002"), admin: await signInDemo(t, "+15550100001"), none: undefined };
  const me = (await (await t.request("/api/me", { cookie: cookies.client })).json()) as { id: string };
  await seedClients(db, CLIENTS);
  await seedInvoices(db, INVOICES, CLIENTS);
  await seedTickets(db, TICKETS, CLIENTS);
  // What autovacuum does after a bulk load: statistics, and the visibility map index-only scans need.
  await db.execute(sql`VACUUM ANALYZE`);
  console.log(
    `\n${kind}: demo data + ${CLIENTS} clients, ${INVOICES} invoices, ${TICKETS} tickets (seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s); ` +
      `32 connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up`,
  );

  // The bare side: the same pool on PostgreSQL (node-postgres), the same PGlite otherwise.
  const pool = t.database.pool;
  const query = pool
    ? (text: string, params: unknown[]) => pool.query(text, params).then((r) => r.rows)
    : (text: string, params: unknown[]) => db.execute(sql.raw(inline(text, params))).then((r) => r.rows);
  const bare = bareApp(query, { client: me.id });
  const appServer = serve({ fetch: t.app.fetch, port: PORT, hostname: "127.0.0.1" });
  const bareServer = serve({ fetch: bare.fetch, port: PORT + 1, hostname: "127.0.0.1" });
  const app = `http://127.0.0.1:${PORT}`;
  const raw = `http://127.0.0.1:${PORT + 1}`;

  console.log("case                            app req/s  p50 ms  p99 ms | bare req/s  p50 ms  p99 ms | ratio");
  const results: Results = new Map();
  const line = async (name: string, url: string, cookie: string | undefined, bareUrl: string) => {
    // Unrecorded warm-up of each side first: V8's compiled code and the pool's connections.
    await load(url, cookie, WARM_UP_SECONDS);
    const a = await load(url, cookie);
    await load(bareUrl, undefined, WARM_UP_SECONDS);
    const b = await load(bareUrl);
    const f = (r: Result) => `${r.rps.toFixed(0).padStart(9)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}`;
    const errors = a.non2xx + b.non2xx ? `  (${a.non2xx}/${b.non2xx} not 2xx!)` : "";
    console.log(`${name.padEnd(30)} ${f(a)} | ${f(b)} | ${ratio(a, b)}${errors}`);
    results.set(name, [a, b]);
  };
  const chosen = (name: string) => !CASE_WORDS || CASE_WORDS.some((word) => name.includes(word));
  for (const c of API_CASES) if (chosen(c.name)) await line(c.name, `${app}${c.path}`, cookies[c.who], `${raw}${c.bare}`);
  // With the session cache off: what every request paid before it.
  const cache = t.deps.sessionCache;
  t.deps.sessionCache = undefined;
  if (chosen("me, no session cache")) await line("me, no session cache", `${app}/api/me`, cookies.client, `${raw}/health`);
  t.deps.sessionCache = cache;

  await new Promise((resolve) => appServer.close(resolve));
  await new Promise((resolve) => bareServer.close(resolve));
  await t.close();
  return results;
}

/** A side that answered nothing in time (an overloaded machine) has no ratio, rather than 0x or Infinityx. */
function ratio(a: Result, b: Result): string {
  return a.rps > 0 && b.rps > 0 ? `${(a.rps / b.rps).toFixed(2)}x` : "no ratio: a side answered nothing";
}

/** PGlite's `execute` takes no parameters here: the bench's own ids and words, quoted. */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n) => `'${String(params[Number(n) - 1]).replaceAll("'", "''")}'`);
}

/** The API budgets of issues 11 and 26 on PostgreSQL, and PGlite against PostgreSQL, as PASS/FAIL lines. */
function printBudgets(results: Results, pglite?: Results) {
  const budget = (ok: boolean, text: string) => console.log(`${ok ? "PASS" : "FAIL"}  ${text}`);
  for (const c of API_CASES.filter((c) => c.list)) {
    const figures = results.get(c.name);
    if (!figures) continue;
    const [app, bare] = figures;
    budget(app.rps > 0 && app.rps / bare.rps >= 0.7, `${c.name} >= 0.7x its bare reference: ${ratio(app, bare)}`);
    budget(app.p99 <= 25, `${c.name} p99 <= 25 ms: ${app.p99} ms`);
  }
  for (const who of ["client", "admin"]) {
    const counts = results.get(`${who} counts`)?.[0];
    const me = results.get(`${who} me`)?.[0];
    if (counts && me) budget(counts.rps / me.rps >= 0.5, `${who} counts >= 0.5x /api/me: ${(counts.rps / me.rps).toFixed(2)}x`);
  }
  const plain = results.get("health, no cookie")?.[0];
  const withCookie = results.get("health, with a session cookie")?.[0];
  if (plain && withCookie) {
    const cost = 1 - withCookie.rps / plain.rps;
    budget(cost < 0.15, `a session cookie costs < 15% of /api/health: ${(Math.max(cost, 0) * 100).toFixed(0)}%`);
  }
  for (const [name, [postgres]] of pglite ? results : []) {
    const embedded = pglite?.get(name)?.[0];
    if (!embedded || name.startsWith("health") || name.includes("no session cache")) continue;
    budget(
      embedded.rps / postgres.rps >= 0.5,
      `${name} on PGlite >= 0.5x PostgreSQL: ${(embedded.rps / postgres.rps).toFixed(2)}x`,
    );
  }
}

console.log("bench:api — figures from whatever machine runs it; compare ratios within one run.");
delete process.env.TEST_DATABASE_URL;
const pglite = DATABASES.includes("pglite") ? await run("PGlite (embedded, in-process)") : undefined;
if (DATABASES.includes("postgres")) {
  if (await postgresAnswers()) {
    // createTestApp makes a scratch database of its own on this server and drops it afterwards.
    process.env.TEST_DATABASE_URL = POSTGRES;
    printBudgets(await run("PostgreSQL 127.0.0.1:5432"), pglite);
  } else {
    console.log(`\nPostgreSQL at ${POSTGRES} does not answer; skipped.`);
  }
}
