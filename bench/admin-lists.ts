/**
 * Benchmark of the admin lists at agency scale: 10,000 clients, 100,000 invoices and 50,000
 * tickets, in an in-memory PGlite or (with TEST_DATABASE_URL) a fresh database on that PostgreSQL
 * server. Prints p50/p95 of one page of each list for every sort key both ways (first page and
 * page 200), through the real app, beside two references measured in the same run: the app's
 * cheapest authenticated answer (/api/me) and a bare SQL query reading 25 ids off an index; then
 * the admin dashboard's charts (decision 064) on the same data.
 *
 *   npm run bench:lists
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:lists
 */
import { INVOICE_SORT } from "@portal/shared/invoice-contracts";
import { TICKET_SORT } from "@portal/shared/support-contracts";
import { USER_SORT } from "@portal/shared/users-contracts";
import { sql } from "drizzle-orm";
import { createTestApp } from "../apps/server/src/test/test-app.ts";
import { seedInvoices, seedTickets } from "./lib/agency-data.ts";
import { measure, secondsSince } from "./lib/latency.ts";

const CLIENTS = 10_000;
const INVOICES = 100_000;
const TICKETS = 50_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const t = await createTestApp();
const { cookie } = await t.signInAs({ role: "admin" });
const db = t.deps.db;

const started = performance.now();
await db.execute(sql`
  INSERT INTO profiles (id, email, full_name, business_name, role, created_at)
  SELECT gen_random_uuid(), 'client' || g || '@bench.test', 'Client ' || g,
         CASE WHEN g % 4 = 0 THEN NULL ELSE 'Business ' || (g % 977) END, 'client',
         now() - (g % 1000) * interval '1 day'
  FROM generate_series(1, ${CLIENTS}) AS g`);
await seedInvoices(db, INVOICES, CLIENTS);
await seedTickets(db, TICKETS, CLIENTS);
// Paid over the last three years (the trigger alone would say "now" for every one), and a status change in
// the audit trail for three tickets in ten, so the dashboard's charts read realistic history (decision 064).
await db.execute(sql`UPDATE invoices SET paid_at = now() - (amount_cents % 1095) * interval '1 day' WHERE status = 'paid'`);
await db.execute(sql`
  INSERT INTO audit_entries (kind, target, target_id, before, after, created_at)
  SELECT 'ticket_status_changed', 'ticket', id::text, jsonb_build_object('status', 'new'),
         jsonb_build_object('status', status), updated_at
  FROM support_tickets WHERE ticket_number % 10 IN (1, 2, 3) AND status <> 'new'`);
// What autovacuum does after a bulk load: statistics, and the visibility map index-only scans need.
await db.execute(sql`VACUUM ANALYZE`);
console.log(`seeded ${CLIENTS} clients, ${INVOICES} invoices and ${TICKETS} tickets in ${secondsSince(started)} s`);

async function get(path: string) {
  const res = await t.request(path, { cookie });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body}`);
}

const row = (name: string, r: { p50: number; p95: number }) =>
  console.log(name.padEnd(44), r.p50.toFixed(1).padStart(8), r.p95.toFixed(1).padStart(8));

console.log(`database: ${t.database.kind}, ${RUNS} runs per case\n`);
console.log("case".padEnd(44), "p50 ms".padStart(8), "p95 ms".padStart(8));
row("reference: /api/me (the app, no list)", await measure(RUNS, () => get("/api/me")));
row(
  "reference: bare SQL, 25 invoice ids",
  await measure(RUNS, async () => {
    await db.execute(
      sql`SELECT id FROM invoices ORDER BY invoice_date DESC NULLS LAST, created_at DESC NULLS LAST, id DESC NULLS LAST LIMIT 25`,
    );
  }),
);

const lists: Array<[string, string, readonly string[]]> = [
  ["invoices", "/api/admin/invoices", INVOICE_SORT.keys],
  ["tickets", "/api/admin/support-tickets", TICKET_SORT.keys],
  ["users", "/api/admin/users", USER_SORT.keys],
];
let worst = 0;
for (const [name, path, keys] of lists) {
  for (const key of keys) {
    for (const dir of ["asc", "desc"]) {
      for (const page of [1, 200]) {
        if (name === "users" && page === 200) continue; // 10,000 clients are 400 pages; page 200 is mid-list
        const r = await measure(RUNS, () => get(`${path}?sort=${key}&dir=${dir}&page=${page}`));
        worst = Math.max(worst, r.p95);
        row(`${name} ${key} ${dir} page ${page}`, r);
      }
    }
  }
}
for (const [name, query] of [
  ["invoices search 'client42' (client name)", "search=client42"],
  ["invoices search 'logo' sorted by amount", "search=logo&sort=amount&dir=desc"],
  ["tickets status=resolved by subject", "status=resolved&sort=subject&dir=asc"],
] as const) {
  const path = name.startsWith("tickets") ? "/api/admin/support-tickets" : "/api/admin/invoices";
  const r = await measure(RUNS, () => get(`${path}?${query}`));
  worst = Math.max(worst, r.p95);
  row(name, r);
}
console.log(`\nworst list p95: ${worst.toFixed(1)} ms`);
row("dashboard charts (four aggregates)", await measure(RUNS, () => get("/api/admin/dashboard/charts")));
await t.close();
