/**
 * Benchmark of the endpoints every screen calls, through the real app on the demo data: the
 * session, the dashboard's project and subscription, badges, the store, tickets and the admin's
 * dashboard charts, projects, users, invoices, tickets and client features. Prints p50/p95/max per
 * endpoint, requests per second for a mixed load (sequential, in process), and the process's memory.
 *
 *   npm run bench:endpoints
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:endpoints
 */

import pino from "pino";
import { seedDemoData } from "../apps/server/src/db/seed/demo-data.ts";
import { createTestApp } from "../apps/server/src/test/test-app.ts";
import { measure } from "./lib/latency.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const t = await createTestApp();
await seedDemoData(
  { db: t.deps.db, storage: t.deps.providers.storage, demoSiteUrl: "http://localhost:3001" },
  pino({ level: "silent" }),
);
const signIn = async (phone: string) => {
  await t.request("/api/auth/phone-number/send-otp", { method: "POST", body: JSON.stringify({ phoneNumber: phone }) });
  const res = await t.request("/api/auth/phone-number/verify", {
    method: "POST",
    body: JSON.stringify({ phoneNumber: phone, code: t.sms.lastCodeFor(phone) }),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
};
const client = await signIn("+15550100002");
const admin = await signIn("+15550100001");

const cases: Array<[string, string, string]> = [
  ["client", "/api/me", client],
  ["client", "/api/projects/mine", client],
  ["client", "/api/billing/subscription", client],
  ["client", "/api/notifications/counts", client],
  ["client", "/api/revisions", client],
  ["client", "/api/store/features", client],
  ["client", "/api/store/purchases", client],
  ["client", "/api/support/tickets", client],
  ["client", "/api/invoices", client],
  ["admin", "/api/notifications/counts", admin],
  ["admin", "/api/admin/dashboard/charts", admin],
  ["admin", "/api/admin/projects", admin],
  ["admin", "/api/admin/users?role=client", admin],
  ["admin", "/api/admin/invoices", admin],
  ["admin", "/api/admin/support-tickets", admin],
  ["admin", "/api/admin/client-features", admin],
];

console.log(`${t.database.kind}, ${RUNS} runs per endpoint\n`);
console.log("who     endpoint                          p50 ms   p95 ms   max ms   bytes");
for (const [who, path, cookie] of cases) {
  let bytes = 0;
  const { p50, p95, max } = await measure(
    RUNS,
    async () => {
      const res = await t.request(path, { cookie });
      const body = await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      bytes = body.byteLength;
    },
    0,
  );
  const row = [p50, p95, max].map((v) => v.toFixed(1).padStart(7));
  console.log(`${who.padEnd(7)} ${path.padEnd(33)} ${row.join("  ")}  ${String(bytes).padStart(6)}`);
}

const mixedStarted = performance.now();
const total = RUNS * cases.length;
for (let i = 0; i < total; i++) {
  const [, path, cookie] = cases[i % cases.length];
  await (await t.request(path, { cookie })).arrayBuffer();
}
const seconds = (performance.now() - mixedStarted) / 1000;
const memory = process.memoryUsage();
console.log(
  `\nmixed load: ${total} requests in ${seconds.toFixed(1)} s = ${(total / seconds).toFixed(0)} requests/s (one connection, in process)`,
);
console.log(`memory: rss ${(memory.rss / 1e6).toFixed(0)} MB, heap used ${(memory.heapUsed / 1e6).toFixed(0)} MB`);
await t.close();
