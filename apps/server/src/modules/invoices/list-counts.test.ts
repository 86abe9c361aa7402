import type { InvoiceListResponse } from "@portal/shared/invoice-contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILTERED_COUNT_STEP } from "../../db/bounded-count.ts";
import { invoices, invoiceTotals } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let admin: string;
let clientId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signInAs({ role: "admin" })).cookie;
  clientId = (await t.signInAs()).user.id;
});
afterAll(() => t.close());

async function list(query: string): Promise<InvoiceListResponse> {
  const res = await t.request(`/api/admin/invoices?${query}`, { cookie: admin });
  expect(res.status).toBe(200);
  return (await res.json()) as InvoiceListResponse;
}

async function addInvoices(n: number, description: string) {
  await t.deps.db.execute(sql`
    INSERT INTO invoices (client_id, client_email, invoice_number, amount_cents, description, status, invoice_date, purchase_type)
    SELECT ${clientId}, 'counted@example.test', generate_invoice_number(), 1000, ${description} || ' ' || g, 'pending', DATE '2025-01-01', 'manual'
    FROM generate_series(1, ${n}) AS g`);
}

const counted = async () => (await t.deps.db.select({ n: invoiceTotals.count }).from(invoiceTotals))[0]?.n;
const actual = async () => (await t.deps.db.$count(invoices)) as number;

describe("the admin invoice list's counts", () => {
  it("reads every invoice's number from a row the database keeps exact on insert and delete", async () => {
    await addInvoices(30, "Counted row");
    expect(await counted()).toBe(await actual());
    await t.deps.db.execute(sql`DELETE FROM invoices WHERE description = 'Counted row 7'`);
    expect(await counted()).toBe(await actual());
    const page = await list("");
    expect(page.total).toBe(await actual());
    expect(page.overall).toBe(await actual());
    expect(page.totalIsAtLeast).toBeUndefined();
  });

  it("counts a broad filter only up to a round number past the page, and says so", async () => {
    await addInvoices(FILTERED_COUNT_STEP + 200, "Broad match");
    const first = await list("search=broad%20match&pageSize=25");
    expect(first).toMatchObject({ total: FILTERED_COUNT_STEP, totalIsAtLeast: true, overall: await actual() });
    expect(first.invoices).toHaveLength(25);
    // Further on, the count reaches past the page: here far enough to be exact.
    const later = await list(`search=broad%20match&pageSize=100&page=${FILTERED_COUNT_STEP / 100}`);
    expect(later.total).toBe(FILTERED_COUNT_STEP + 200);
    expect(later.totalIsAtLeast).toBeUndefined();
  });

  it("counts a narrow filter exactly", async () => {
    const narrow = await list("search=counted%20row");
    expect(narrow.total).toBe(29);
    expect(narrow.totalIsAtLeast).toBeUndefined();
  });

  it("counts one client's filtered invoices exactly, however many", async () => {
    const one = await list(`clientId=${clientId}&search=broad%20match`);
    expect(one.total).toBe(FILTERED_COUNT_STEP + 200);
    expect(one.totalIsAtLeast).toBeUndefined();
  });
});
