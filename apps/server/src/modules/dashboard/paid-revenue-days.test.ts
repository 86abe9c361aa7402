import { AGENCY_SETTINGS_DEFAULTS } from "@portal/shared/agency-settings";
import type { DashboardChartsResponse } from "@portal/shared/dashboard-contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertInvoice } from "../../db/seed/invoices-factories.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";
import { updateAgencySettings } from "../agency/index.ts";

/**
 * The dashboard's revenue read from the kept `paid_revenue_days` (decision 121) is the sum of the
 * paid invoices by the month of `paid_at` on the agency's clock, as the old range read over
 * `invoices` summed it, after each way an invoice becomes paid or stops being paid.
 */
let t: TestApp;
let admin: string;
let client: Awaited<ReturnType<TestApp["signInAs"]>>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signInAs({ role: "admin" })).cookie;
  client = await t.signInAs({ role: "client" });
});
afterAll(() => t.close());

const charts = () => readJson<DashboardChartsResponse>(t.request("/api/admin/dashboard/charts", { cookie: admin }));

/** The old per-request read: every paid invoice summed by its month in `zone`. */
async function reference(zone: string): Promise<Map<string, number>> {
  const rows = await t.database.db.execute<{ month: string; value: string }>(
    sql`SELECT to_char(date_trunc('month', paid_at AT TIME ZONE ${zone}), 'YYYY-MM') AS month, sum(amount_cents)::text AS value
        FROM invoices WHERE paid_at IS NOT NULL GROUP BY 1`,
  );
  const list = Array.isArray(rows) ? rows : (rows as { rows: { month: string; value: string }[] }).rows;
  return new Map(list.map((r) => [r.month, Number(r.value)]));
}

async function expectExact(): Promise<DashboardChartsResponse> {
  const body = await charts();
  const expected = await reference(body.timeZone);
  for (const { month, amountCents } of body.revenue) expect([month, amountCents]).toEqual([month, expected.get(month) ?? 0]);
  return body;
}

function patch(id: string, body: Record<string, unknown>) {
  return t.request(`/api/admin/invoices/${id}`, {
    method: "PATCH",
    cookie: admin,
    headers: { "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify(body),
  });
}

const thisMonth = (body: DashboardChartsResponse) => body.revenue.at(-1)?.amountCents ?? -1;

describe("the dashboard's kept revenue", () => {
  it("is exact after a payment, an un-payment, a deletion and a time-zone change", async () => {
    const { db } = t.database;
    const owner = { clientId: client.user.id, clientEmail: client.user.email };
    // Paid across months, at a day's edge, and one pending.
    for (const daysAgo of [0, 1, 31, 62, 200, 400]) {
      await insertInvoice(db, {
        ...owner,
        amountCents: 1_000 + daysAgo,
        status: "paid",
        paidAt: new Date(Date.now() - daysAgo * DAY),
      });
    }
    const pending = await insertInvoice(db, { ...owner, amountCents: 4_321 });
    const before = thisMonth(await expectExact());

    expect((await patch(pending.id, { status: "paid" })).status).toBe(200);
    expect(thisMonth(await expectExact())).toBe(before + 4_321);

    expect((await patch(pending.id, { status: "pending" })).status).toBe(200);
    expect(thisMonth(await expectExact())).toBe(before);

    expect((await patch(pending.id, { status: "paid" })).status).toBe(200);
    expect(thisMonth(await expectExact())).toBe(before + 4_321);
    const deleted = await t.request(`/api/admin/invoices/${pending.id}`, {
      method: "DELETE",
      cookie: admin,
      headers: { "idempotency-key": crypto.randomUUID() },
    });
    expect(deleted.status).toBe(200);
    expect(thisMonth(await expectExact())).toBe(before);

    for (const timeZone of ["Pacific/Kiritimati", "America/New_York"]) {
      await updateAgencySettings(t.deps, null, { region: { ...AGENCY_SETTINGS_DEFAULTS.region, timeZone } });
      expect((await expectExact()).timeZone).toBe(timeZone);
    }
    await updateAgencySettings(t.deps, null, { region: AGENCY_SETTINGS_DEFAULTS.region });
    await expectExact();
  });
});
