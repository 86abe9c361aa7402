import type { adminTicketsResponse } from "@portal/shared/support-contracts";
import { count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { profiles, supportTickets, ticketStatusTotals } from "../../db/schema/index.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

/**
 * The admin ticket list's figures come from `ticket_status_totals`, kept by statement triggers
 * (migration 0029, decision 111). After every kind of write to tickets, the kept rows must equal
 * a recount over every ticket, and the list's counts and totals under each filter must equal
 * what counting the tickets gives.
 */
let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let client: Person;
let admin: Person;
let other: Person;

beforeAll(async () => {
  t = await createTestApp();
  client = await t.signInAs();
  admin = await t.signInAs({ role: "admin" });
  other = await t.signInAs({ role: "admin" });
});
afterAll(() => t.close());

async function expectKeptExact() {
  const db = t.database.db;
  const [kept, counted] = await Promise.all([
    db.select().from(ticketStatusTotals),
    db
      .select({
        status: supportTickets.status,
        count: count(),
        unassigned: sql<number>`count(*) filter (where ${supportTickets.assignedAdminId} is null)`.mapWith(Number),
      })
      .from(supportTickets)
      .groupBy(supportTickets.status),
  ]);
  const byStatus = (rows: { status: string; count: number; unassigned: number }[]) =>
    Object.fromEntries(rows.filter((r) => r.count !== 0 || r.unassigned !== 0).map((r) => [r.status, [r.count, r.unassigned]]));
  expect(byStatus(kept)).toEqual(byStatus(counted));
  // What the list serves, under each assignment filter.
  for (const assigned of ["anyone", "me", "nobody"] as const) {
    const list = await readJson<z.infer<typeof adminTicketsResponse>>(
      t.request(`/api/admin/support-tickets?assigned=${assigned}&status=new`, { cookie: admin.cookie }),
    );
    const mine = assigned === "me" ? eq(supportTickets.assignedAdminId, admin.user.id) : undefined;
    const nobody = assigned === "nobody" ? sql`${supportTickets.assignedAdminId} is null` : undefined;
    const [matching] = await db
      .select({ n: count() })
      .from(supportTickets)
      .where(sql`${supportTickets.status} = 'new' and ${mine ?? sql`true`} and ${nobody ?? sql`true`}`);
    const [all] = await db.select({ n: count() }).from(supportTickets);
    expect([list.total, list.counts.total]).toEqual([matching.n, all.n]);
  }
}

const ticket = (subject: string) => ({ clientId: client.user.id, subject, message: "Help" });

describe("ticket status totals", () => {
  it("stay exact through inserts, status and assignment changes, bulk updates and deletes", async () => {
    const db = t.database.db;
    await expectKeptExact();
    const rows = await db
      .insert(supportTickets)
      .values([ticket("a"), ticket("b"), ticket("c"), ticket("d")])
      .returning({ id: supportTickets.id });
    await expectKeptExact();
    await db.update(supportTickets).set({ status: "in_progress" }).where(eq(supportTickets.id, rows[0].id));
    await db.update(supportTickets).set({ assignedAdminId: admin.user.id }).where(eq(supportTickets.id, rows[1].id));
    await expectKeptExact();
    // One statement moving several tickets between statuses and assignees at once.
    await db
      .update(supportTickets)
      .set({ status: "resolved", assignedAdminId: other.user.id })
      .where(inArray(supportTickets.id, [rows[0].id, rows[2].id]));
    // A change of neither (the bump a reply makes) moves nothing.
    await db.update(supportTickets).set({ updatedAt: new Date() }).where(eq(supportTickets.id, rows[3].id));
    await expectKeptExact();
    // The assignee deleted: their tickets become unassigned by the foreign key's own update.
    await db.delete(profiles).where(eq(profiles.id, other.user.id));
    await expectKeptExact();
    await db.delete(supportTickets).where(eq(supportTickets.id, rows[3].id));
    await expectKeptExact();
    // The client deleted: their tickets go by cascade.
    await db.delete(profiles).where(eq(profiles.id, client.user.id));
    await expectKeptExact();
  });
});
