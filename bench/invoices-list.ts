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

const CLIENTS = 10_000;
const INVOICES = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const t = await createTestApp();
const { cookie } = await t.signInAs({ role: "admin" });
const db = t.deps.db;

let started = performance.now();
await db.execute(sql`
  INSERT INTO profiles (id, email, full_name, role)
  SELECT gen_random_uuid(), 'client' || g || '@bench.test', 'Client ' || g, 'client'
  FROM generate_series(1, ${CLIENTS}) AS g`);
// Spread over ~3 years, a tenth auto-generated with a feature name, numbers from the sequence.
await db.execute(sql`
  WITH c AS (SELECT id, email, row_number() OVER (ORDER BY email) AS n FROM profiles WHERE role = 'client')
  INSERT INTO invoices (client_id, client_email, invoice_number, amount_cents, description, due_date, status,
                        invoice_date, purchase_type, billing_type, feature_or_package_name)
  SELECT c.id, c.email, generate_invoice_number(), 1000 + (g * 37) % 200000,
         (ARRAY['Website design', 'Logo refresh', 'Hosting renewal', 'Landing page', 'SEO audit'])[1 + g % 5] || ' #' || g,
         CASE WHEN g % 3 = 0 THEN NULL ELSE DATE '2023-01-01' + (g % 1095) + 30 END,
         (ARRAY['pending', 'paid', 'overdue'])[1 + g % 3],
         DATE '2023-01-01' + (g % 1095),
         CASE WHEN g % 10 = 0 THEN 'automatic' ELSE 'manual' END,
         CASE WHEN g % 10 = 0 THEN 'one_time' END,
         CASE WHEN g % 10 = 0 THEN (ARRAY['Contact Form', 'Online Booking', 'Blog'])[1 + g % 3] END
  FROM generate_series(1, ${INVOICES}) AS g
  JOIN c ON c.n = 1 + g % ${CLIENTS}`);
// What autovacuum does after a bulk load: statistics, and the visibility map index-only scans need.
await db.execute(sql`VACUUM ANALYZE`);
console.log(`seeded ${CLIENTS} clients and ${INVOICES} invoices in ${((performance.now() - started) / 1000).toFixed(1)} s`);

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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

console.log(`database: ${t.database.kind}, ${RUNS} runs per case\n`);
// The floor on this machine right now: the same app, an authenticated answer with no query at all.
const floorPath = "/api/me";
console.log("case".padEnd(28), "p50 ms".padStart(8), "p95 ms".padStart(8), "bytes".padStart(8), "total".padStart(8));
for (const [name, query] of [["floor: /api/me, no query", ""] as [string, string], ...cases]) {
  const times: number[] = [];
  let bytes = 0;
  let total = 0;
  const path = name.startsWith("floor") ? floorPath : `/api/admin/invoices?${query}`;
  for (let i = 0; i < RUNS + 2; i++) {
    started = performance.now();
    const res = await t.request(path, { cookie });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${body}`);
    if (i >= 2) times.push(performance.now() - started); // two warm-up runs
    bytes = body.length;
    total = (JSON.parse(body) as { total?: number }).total ?? 0;
  }
  times.sort((a, b) => a - b);
  console.log(
    name.padEnd(28),
    percentile(times, 50).toFixed(1).padStart(8),
    percentile(times, 95).toFixed(1).padStart(8),
    String(bytes).padStart(8),
    String(total).padStart(8),
  );
}
await t.close();
