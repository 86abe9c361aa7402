import { dateInZone } from "@portal/shared/agency-region";
import { AGENCY_SETTINGS_DEFAULTS } from "@portal/shared/agency-settings";
import type { TicketStatus } from "@portal/shared/constants";
import { type DashboardChartsResponse, lastMonths, lastWeeks } from "@portal/shared/dashboard-contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, invoices, supportTickets } from "../../db/schema/index.ts";
import { insertInvoice } from "../../db/seed/invoices-factories.ts";
import { createProject, createRevision } from "../../db/seed/projects-factories.ts";
import { createTicketRow } from "../../db/seed/support-factories.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";
import { updateAgencySettings } from "../agency/index.ts";

let t: TestApp;
let admin: string;
let client: Awaited<ReturnType<TestApp["signInAs"]>>;
const now = new Date();
const months = lastMonths(now);
const weeks = lastWeeks(now);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (date: Date, plusMs = 0) => new Date(date.getTime() + plusMs);

/** A ticket created at `created`, with audited status changes, and its current status since `updated`. */
async function ticket(created: Date, changes: Array<[Date, TicketStatus]>, current: TicketStatus, updated = created) {
  const row = await createTicketRow(t.database.db, { clientId: client.user.id, createdAt: created });
  await t.database.db.update(supportTickets).set({ status: current, updatedAt: updated }).where(eq(supportTickets.id, row.id));
  let before: TicketStatus = "new";
  for (const [when, status] of changes) {
    await t.database.db.insert(auditEntries).values({
      kind: "ticket_status_changed",
      target: "ticket",
      targetId: row.id,
      createdAt: when,
      before: { status: before },
      after: { status },
    });
    before = status;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  admin = (await t.signInAs({ role: "admin" })).cookie;
  client = await t.signInAs({ role: "client" });
  const paid = (amountCents: number, paidAt: Date) =>
    insertInvoice(db, { clientId: client.user.id, clientEmail: client.user.email, amountCents, status: "paid", paidAt });
  await paid(10_000, months[11].start);
  await paid(2_500, at(months[11].start, -1));
  await paid(700, months[0].start);
  await paid(99_999, at(months[0].start, -1));
  await insertInvoice(db, { clientId: client.user.id, clientEmail: client.user.email, amountCents: 5_000 });

  // Three projects: pending, ready, ready; four requests at the weeks' edges.
  const projects = [];
  for (const status of ["pending", "ready", "ready"] as const) {
    const owner = status === "pending" ? client : await t.signInAs({ role: "client" });
    projects.push(await createProject(db, owner.user.id, { status }));
  }
  for (const createdAt of [weeks[11].start, at(weeks[11].start, -1), weeks[0].start]) {
    await createRevision(db, projects[0], { createdAt });
  }
  await createRevision(db, projects[1], { createdAt: at(weeks[0].start, -1) });

  const beforeWindow = at(weeks[0].start, -10 * DAY);
  await ticket(beforeWindow, [], "new");
  await ticket(beforeWindow, [], "closed", at(weeks[5].start, DAY));
  await ticket(
    at(weeks[3].start, HOUR),
    [
      [at(weeks[4].start, HOUR), "in_progress"],
      [at(weeks[7].start, HOUR), "resolved"],
    ],
    "resolved",
    at(weeks[7].start, HOUR),
  );
  // Audited to in progress, then closed where the trail did not see it (its last activity says when).
  await ticket(at(weeks[8].start, HOUR), [[at(weeks[9].start, HOUR), "in_progress"]], "closed", at(weeks[10].start, HOUR));
  await ticket(weeks[11].start, [], "in_progress");
  await ticket(beforeWindow, [], "archived", at(beforeWindow, HOUR));
});
afterAll(() => t.close());

const charts = (cookie?: string) => t.request("/api/admin/dashboard/charts", { cookie });

describe("GET /api/admin/dashboard/charts", () => {
  it("is for admins only: anonymous 401, a client 403", async () => {
    expect((await charts()).status).toBe(401);
    expect((await charts(client.cookie)).status).toBe(403);
  });

  it("sums paid revenue by the month it was paid, the last 12 months with empty ones as 0", async () => {
    const body = await readJson<DashboardChartsResponse>(charts(admin));
    expect(body.timeZone).toBe("UTC");
    expect(body.revenue.map((r) => r.month)).toEqual(months.map((m) => m.key));
    const expected = months.map(() => 0);
    expected[11] = 10_000;
    expected[10] = 2_500;
    expected[0] = 700;
    expect(body.revenue.map((r) => r.amountCents)).toEqual(expected);
  });

  it("counts months on the agency's clock: its time zone setting", async () => {
    const zone = "Pacific/Kiritimati"; // UTC+14: the last hours of a UTC month are already the next month there.
    await updateAgencySettings(t.deps, null, { region: { ...AGENCY_SETTINGS_DEFAULTS.region, timeZone: zone } });
    try {
      const body = await readJson<DashboardChartsResponse>(charts(admin));
      expect(body.timeZone).toBe(zone);
      const zoneMonths = lastMonths(new Date(`${dateInZone(new Date(), zone)}T00:00:00Z`));
      expect(body.revenue.map((r) => r.month)).toEqual(zoneMonths.map((m) => m.key));
      // Each payment counts in the month it was paid on the agency's clock.
      const payments: Array<[number, Date]> = [
        [10_000, months[11].start],
        [2_500, at(months[11].start, -1)],
        [700, months[0].start],
        [99_999, at(months[0].start, -1)],
      ];
      const expected = new Map(zoneMonths.map((m) => [m.key, 0]));
      for (const [cents, paidAt] of payments) {
        const key = dateInZone(paidAt, zone).slice(0, 7);
        if (expected.has(key)) expected.set(key, (expected.get(key) ?? 0) + cents);
      }
      expect(body.revenue.map((r) => r.amountCents)).toEqual([...expected.values()]);
      // The payment a UTC clock puts at the end of last month is this month's here.
      expect(dateInZone(at(months[11].start, -1), zone).slice(0, 7)).toBe(months[11].key);
    } finally {
      await updateAgencySettings(t.deps, null, { region: AGENCY_SETTINGS_DEFAULTS.region });
    }
  });

  it("counts revision requests per week (Monday to Sunday), the last 12 weeks", async () => {
    const body = await readJson<DashboardChartsResponse>(charts(admin));
    expect(body.revisionRequests.map((r) => r.weekStart)).toEqual(weeks.map((w) => w.key));
    expect(body.revisionRequests.map((r) => r.count)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
  });

  it("counts the tickets open at the end of each week from creation, the audit trail and the last activity", async () => {
    const body = await readJson<DashboardChartsResponse>(charts(admin));
    expect(body.openTickets.map((r) => r.weekStart)).toEqual(weeks.map((w) => w.key));
    expect(body.openTickets.map((r) => r.open)).toEqual([2, 2, 2, 3, 3, 2, 2, 1, 2, 2, 1, 2]);
  });

  it("counts projects per status in the spec's order, none as 0", async () => {
    const body = await readJson<DashboardChartsResponse>(charts(admin));
    expect(body.pipeline).toEqual([
      { status: "pending", count: 1 },
      { status: "in_progress", count: 0 },
      { status: "ready", count: 2 },
    ]);
  });
});

describe("an invoice's paid date", () => {
  it("is set by the database when the status turns paid, kept while paid, cleared when it leaves paid", async () => {
    const { db } = t.database;
    const row = await insertInvoice(db, { clientId: client.user.id, clientEmail: client.user.email, amountCents: 1 });
    expect(row.paidAt).toBeNull();
    const [paid] = await db.update(invoices).set({ status: "paid" }).where(eq(invoices.id, row.id)).returning();
    expect(paid.paidAt).toBeInstanceOf(Date);
    const [again] = await db
      .update(invoices)
      .set({ status: "paid", description: "Edited" })
      .where(eq(invoices.id, row.id))
      .returning();
    expect(again.paidAt).toEqual(paid.paidAt);
    const [pending] = await db.update(invoices).set({ status: "pending" }).where(eq(invoices.id, row.id)).returning();
    expect(pending.paidAt).toBeNull();
    await db.delete(invoices).where(eq(invoices.id, row.id));
  });
});
