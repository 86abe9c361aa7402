/**
 * Benchmark of the admin invoices list at scale: 100,000 invoices over 10,000 clients, in an
 * in-memory PGlite or (with TEST_DATABASE_URL) a fresh database on that PostgreSQL server.
 * Prints p50/p95 latency of GET /api/admin/invoices through the real app, and the response size.
 *
 *   npm run bench:invoices
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:invoices
 */
import { sql } from "drizzle-orm";
import { createTestApp } from "../apps/server/src/test/test-app.ts";
import { seedClients, seedInvoices } from "./lib/agency-data.ts";
import { measure, secondsSince } from "./lib/latency.ts";

const CLIENTS = 10_000;
const INVOICES = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const t = await createTestApp();
const { cookie } = await t.signInAs({ role: "admin" });
const db = t.deps.db;

const started = performance.now();
await seedClients(db, CLIENTS);
await seedInvoices(db, INVOICES, CLIENTS);
// What autovacuum does after a bulk load: statistics, and the visibility map index-only scans need.
await db.execute(sql`VACUUM ANALYZE`);
console.log(`seeded ${CLIENTS} clients and ${INVOICES} invoices in ${secondsSince(started)} s`);

const cases: Array<[string, string]> = [
  ["first page, no filter", ""],
  ["page 200, no filter", "page=200"],
  ["search 'logo'", "search=logo"],
  ["search 'online booking'", "search=online%20booking"],
  ["search invoice number", "search=INV-"],
  ["search, no match", "search=zzzz-nothing"],
  ["dates (one month)", "from=2024-03-01&to=2024-03-31"],
  ["search + dates", "search=hosting&from=2024-01-01&to=2024-06-30"],
];

console.log(`database: ${t.database.kind}, ${RUNS} runs per case\n`);
// The floor on this machine right now: the same app, an authenticated answer with no query at all.
const floorPath = "/api/me";
console.log("case".padEnd(28), "p50 ms".padStart(8), "p95 ms".padStart(8), "bytes".padStart(8), "total".padStart(8));
for (const [name, query] of [["floor: /api/me, no query", ""] as [string, string], ...cases]) {
  let bytes = 0;
  let total = 0;
  const path = name.startsWith("floor") ? floorPath : `/api/admin/invoices?${query}`;
  const { p50, p95 } = await measure(RUNS, async () => {
    const res = await t.request(path, { cookie });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${body}`);
    bytes = body.length;
    total = (JSON.parse(body) as { total?: number }).total ?? 0;
  });
  console.log(
    name.padEnd(28),
    p50.toFixed(1).padStart(8),
    p95.toFixed(1).padStart(8),
    String(bytes).padStart(8),
    String(total).padStart(8),
  );
}
await t.close();
