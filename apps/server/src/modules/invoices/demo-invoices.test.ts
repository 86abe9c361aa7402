import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { invoices } from "../../db/schema/index.ts";
import { seedDemoData } from "../../db/seed/demo-data.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("gives both demo clients invoices in every status, manual and auto-generated, with and without files and due dates", async () => {
  const { db, providers } = t.deps;
  await seedDemoData({ db, storage: providers.storage, demoSiteUrl: "http://localhost:3001" }, pino({ level: "silent" }));
  const rows = await db.select().from(invoices);
  for (const email of ["daniel@brooksbakery.com", "noa@shapiroyoga.co.il"]) {
    const mine = rows.filter((r) => r.clientEmail === email);
    expect(new Set(mine.map((r) => r.status))).toEqual(new Set(["pending", "paid", "overdue"]));
    expect(mine.some((r) => r.purchaseType === "manual" && r.fileId)).toBe(true);
    expect(mine.some((r) => r.purchaseType === "automatic")).toBe(true);
    expect(mine.some((r) => r.dueDate)).toBe(true);
    expect(mine.some((r) => !r.dueDate)).toBe(true);
  }
  expect(rows.some((r) => r.purchaseType === "automatic" && !r.fileId)).toBe(true);
});
