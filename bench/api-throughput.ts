/**
 * Throughput of everyday endpoints through the real app (session cookie, every middleware) next
 * to a bare Hono endpoint running the same query without auth, in the same run: autocannon at 32
 * connections in a separate process. On PGlite, then on PostgreSQL at 127.0.0.1:5432 when it
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
import { adminInvoiceListQuery } from "@portal/shared/invoice-contracts";
import { adminTicketsQuery } from "@portal/shared/support-contracts";
import { userListQuery } from "@portal/shared/users-contracts";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import pg from "pg";
import pino from "pino";
import { listInvoices } from "../apps/server/src/modules/invoices/invoice-list-service.ts";
import { listAdminTickets } from "../apps/server/src/modules/support/ticket-desk-service.ts";
import { listUsers } from "../apps/server/src/modules/users/user-list-service.ts";
import { createTestApp } from "../apps/server/src/test/test-app.ts";
import { seedClients, seedInvoices, seedTickets } from "./lib/agency-data.ts";

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

async function run(kind: string): Promise<Map<string, [Result, Result]>> {
  // Logged as in production (a line per API request at info level), to /dev/null.
  const t = await createTestApp({ log: pino({ level: "info" }, pino.destination({ dest: "/dev/null", sync: false })) });
  const db = t.deps.db;
  const admin = await t.signInAs({ role: "admin" });
  const client = await t.signInAs({ role: "client" });
  const seeded = performance.now();
  await seedClients(db, CLIENTS);
  await seedInvoices(db, INVOICES, CLIENTS);
  await seedTickets(db, TICKETS, CLIENTS);
  // What autovacuum does after a bulk load: statistics, and the visibility map index-only scans need.
  await db.execute(sql`VACUUM ANALYZE`);
  console.log(
    `\n${kind}: ${CLIENTS} clients, ${INVOICES} invoices, ${TICKETS} tickets (seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s); ` +
      `32 connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up`,
  );

  // The same queries as the routes, without session, middleware or validation.
  const bare = new Hono();
  bare.get("/health", async (c) => {
    await db.execute(sql`select 1`);
    return c.json({ status: "ok" });
  });
  bare.get("/users", async (c) => c.json(await listUsers(db, admin.user.id, userListQuery.parse({ role: "client" }))));
  bare.get("/invoices", async (c) => c.json(await listInvoices(db, adminInvoiceListQuery.parse({}))));
  const viewer = { id: admin.user.id, party: "admin" as const };
  bare.get("/tickets", async (c) => c.json(await listAdminTickets(db, viewer, adminTicketsQuery.parse({}))));
  const appServer = serve({ fetch: t.app.fetch, port: PORT, hostname: "127.0.0.1" });
  const bareServer = serve({ fetch: bare.fetch, port: PORT + 1, hostname: "127.0.0.1" });
  const app = `http://127.0.0.1:${PORT}`;
  const raw = `http://127.0.0.1:${PORT + 1}`;

  const cases: Array<[string, string, string | undefined, string]> = [
    ["health, no cookie", `${app}/api/health`, undefined, `${raw}/health`],
    // The same answer for a signed-in browser: a cookie must cost nothing where no session is read.
    ["health, with a session cookie", `${app}/api/health`, client.cookie, `${raw}/health`],
    ["me (session only)", `${app}/api/me`, client.cookie, `${raw}/health`],
    ["admin client list", `${app}/api/admin/users?role=client`, admin.cookie, `${raw}/users`],
    ["admin invoice list", `${app}/api/admin/invoices`, admin.cookie, `${raw}/invoices`],
    ["admin ticket list", `${app}/api/admin/support-tickets`, admin.cookie, `${raw}/tickets`],
  ];
  console.log("case                            app req/s  p50 ms  p99 ms | bare req/s  p50 ms  p99 ms | ratio");
  const results = new Map<string, [Result, Result]>();
  const line = async (name: string, url: string, cookie: string | undefined, bareUrl: string) => {
    // Unrecorded warm-up of each side first: V8's compiled code and the pool's connections.
    await load(url, cookie, WARM_UP_SECONDS);
    const a = await load(url, cookie);
    await load(bareUrl, undefined, WARM_UP_SECONDS);
    const b = await load(bareUrl);
    const f = (r: Result) => `${r.rps.toFixed(0).padStart(9)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}`;
    const errors = a.non2xx + b.non2xx ? `  (${a.non2xx}/${b.non2xx} not 2xx!)` : "";
    console.log(`${name.padEnd(30)} ${f(a)} | ${f(b)} | ${(a.rps / b.rps).toFixed(2)}x${errors}`);
    results.set(name, [a, b]);
  };
  const chosen = (name: string) => !CASE_WORDS || CASE_WORDS.some((word) => name.includes(word));
  for (const [name, url, cookie, bareUrl] of cases) if (chosen(name)) await line(name, url, cookie, bareUrl);
  // The same session-bound cases with the session cache off: what every request paid before.
  const cache = t.deps.sessionCache;
  t.deps.sessionCache = undefined;
  const uncached: typeof cases = [
    ["admin client list, no cache", `${app}/api/admin/users?role=client`, admin.cookie, `${raw}/users`],
    ["me, no session cache", `${app}/api/me`, client.cookie, `${raw}/health`],
  ];
  for (const [name, url, cookie, bareUrl] of uncached) if (chosen(name)) await line(name, url, cookie, bareUrl);
  t.deps.sessionCache = cache;

  await new Promise((resolve) => appServer.close(resolve));
  await new Promise((resolve) => bareServer.close(resolve));
  await t.close();
  return results;
}

/** Issue 11's API budgets, on PostgreSQL, as pass/fail lines. */
function printBudgets(results: Map<string, [Result, Result]>) {
  const budget = (ok: boolean, text: string) => console.log(`${ok ? "PASS" : "FAIL"}  ${text}`);
  const list = results.get("admin client list");
  if (list) {
    const [app, bare] = list;
    budget(app.rps / bare.rps >= 0.7, `client list >= 0.7x the bare endpoint: ${(app.rps / bare.rps).toFixed(2)}x`);
    budget(app.p99 <= 20, `client list p99 <= 20 ms: ${app.p99} ms`);
  }
  const plain = results.get("health, no cookie")?.[0];
  const withCookie = results.get("health, with a session cookie")?.[0];
  if (plain && withCookie) {
    const cost = 1 - withCookie.rps / plain.rps;
    budget(cost < 0.15, `a session cookie costs < 15% of /api/health: ${(Math.max(cost, 0) * 100).toFixed(0)}%`);
  }
}

console.log("bench:api — figures from whatever machine runs it; compare ratios within one run.");
delete process.env.TEST_DATABASE_URL;
if (DATABASES.includes("pglite")) await run("PGlite (embedded, in-process)");
if (DATABASES.includes("postgres")) {
  if (await postgresAnswers()) {
    // createTestApp makes a scratch database of its own on this server and drops it afterwards.
    process.env.TEST_DATABASE_URL = POSTGRES;
    printBudgets(await run("PostgreSQL 127.0.0.1:5432"));
  } else {
    console.log(`\nPostgreSQL at ${POSTGRES} does not answer; skipped.`);
  }
}
