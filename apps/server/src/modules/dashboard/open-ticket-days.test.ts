import { dateInZone } from "@portal/shared/agency-region";
import { AGENCY_SETTINGS_DEFAULTS } from "@portal/shared/agency-settings";
import { TICKET_STATUSES, type TicketStatus } from "@portal/shared/constants";
import { type DashboardChartsResponse, fillPeriods, lastWeeks, runningTotals } from "@portal/shared/dashboard-contracts";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, openTicketDays, profiles, supportTickets } from "../../db/schema/index.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";
import { updateAgencySettings } from "../agency/index.ts";

/**
 * The open-tickets series is read from kept rows (`open_ticket_days`, decision 116). Its answer
 * must be the one the endpoint gave when it rebuilt the series from every ticket and the audit
 * trail on each request (decision 064): that query is kept here as the reference, and after every
 * kind of write, in zones east and west of UTC and at a half-hour offset, the served series equals it.
 */
let t: TestApp;
let admin: string;
let clients: string[];
const DAY = 86_400_000;
const now = new Date();

/** The query the endpoint ran before decision 116, verbatim in its rule. */
async function referenceOpenTickets(zone: string): Promise<number[]> {
  const weeks = lastWeeks(new Date(`${dateInZone(now, zone)}T00:00:00Z`));
  const since = sql`(${weeks[0].start.toISOString().slice(0, 19)}::timestamp AT TIME ZONE ${zone})`;
  const isOpen = (status: string) => sql.raw(`((${status}) IN ('new', 'in_progress'))::int`);
  const { rows } = await t.database.db.execute<{ key: string | null; value: string }>(sql`
    WITH entries AS (
      SELECT e.target_id::uuid AS ticket_id, e.created_at AS moment,
             ${isOpen("e.after->>'status'")} - ${isOpen("e.before->>'status'")} AS delta
      FROM audit_entries e WHERE e.kind = 'ticket_status_changed' AND e.after->>'status' IS NOT NULL
    ),
    per_ticket AS (SELECT ticket_id, sum(delta) AS total FROM entries GROUP BY ticket_id),
    steps AS (
      SELECT created_at AS moment, 1 AS delta FROM support_tickets
      UNION ALL
      SELECT en.moment, en.delta FROM entries en JOIN support_tickets t ON t.id = en.ticket_id WHERE en.delta <> 0
      UNION ALL
      SELECT greatest(t.updated_at, t.created_at), ${isOpen("t.status")} - 1 - coalesce(p.total, 0)::int
      FROM support_tickets t LEFT JOIN per_ticket p ON p.ticket_id = t.id
    )
    SELECT to_char(period, 'YYYY-MM-DD') AS key, value FROM (
      SELECT CASE WHEN moment < ${since} THEN NULL ELSE date_trunc('week', moment AT TIME ZONE ${zone}) END AS period,
             sum(delta)::bigint AS value
      FROM steps WHERE delta <> 0 GROUP BY 1) AS grouped`);
  const changes = rows.map((r) => ({ key: r.key ?? "", value: Number(r.value) }));
  return runningTotals(changes.find((r) => r.key === "")?.value ?? 0, fillPeriods(weeks, changes));
}

async function expectSameAsReference(zones = ["UTC", "Asia/Kolkata", "America/New_York"]) {
  for (const timeZone of zones) {
    await updateAgencySettings(t.deps, null, { region: { ...AGENCY_SETTINGS_DEFAULTS.region, timeZone } });
    const body = await readJson<DashboardChartsResponse>(t.request("/api/admin/dashboard/charts", { cookie: admin }));
    expect(body.timeZone).toBe(timeZone);
    expect(body.openTickets.map((w) => w.open)).toEqual(await referenceOpenTickets(timeZone));
  }
  // The kept rows are exact, not only within the window: a rebuild from scratch gives the same rows.
  const kept = async () =>
    (await t.database.db.select().from(openTicketDays).orderBy(openTicketDays.day)).filter((r) => r.delta !== 0);
  const before = await kept();
  await t.database.db.execute(sql`SELECT open_ticket_days_rebuild()`);
  expect(before).toEqual(await kept());
}

/** A pseudo-random but repeatable sequence, so a failure can be replayed. */
let seed = 26;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
const ago = (maxDays: number) => new Date(now.getTime() - Math.floor(random() * maxDays * DAY));

async function audit(ticketId: string, at: Date, before: string | null, after: string | null) {
  await t.database.db.insert(auditEntries).values({
    kind: "ticket_status_changed",
    target: "ticket",
    targetId: ticketId,
    createdAt: at,
    before: before === null ? null : { status: before },
    after: after === null ? null : { status: after },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signInAs({ role: "admin" })).cookie;
  clients = [(await t.signInAs()).user.id, (await t.signInAs()).user.id, (await t.signInAs()).user.id];
});
afterAll(() => t.close());

describe("the open-tickets series kept per day (decision 116)", () => {
  it("equals the per-request derivation after bulk inserts, audited changes and unaudited ones", async () => {
    const db = t.database.db;
    // Tickets over 20 weeks (some before the window), in every status, with last activity after creation.
    const rows = Array.from({ length: 120 }, (_, i) => {
      const createdAt = ago(140);
      return {
        clientId: clients[i % clients.length],
        message: `Ticket ${i}`,
        status: pick(TICKET_STATUSES),
        createdAt,
        updatedAt: new Date(createdAt.getTime() + Math.floor(random() * 20 * DAY)),
      };
    });
    const tickets = await db.insert(supportTickets).values(rows).returning();
    for (const ticket of tickets.slice(0, 60)) {
      let status: string = "new";
      for (let n = 0; n < 3; n++) {
        const next = pick(TICKET_STATUSES);
        await audit(ticket.id, new Date(ticket.createdAt.getTime() + (n + 1) * DAY * random() * 5), status, next);
        status = next;
      }
    }
    // Entries that count for nothing: no before status, no after status, a ticket that never existed.
    await audit(tickets[70].id, ago(30), null, "closed");
    await audit(tickets[71].id, ago(30), "new", null);
    await audit("5b1c0f7e-0000-4000-8000-000000000000", ago(30), "new", "closed");
    await expectSameAsReference();
  });

  it("follows single and bulk status changes, last activity, re-dating, assignment and deletes", async () => {
    const db = t.database.db;
    const all = await db.select().from(supportTickets);
    const one = all[0];
    await db.update(supportTickets).set({ status: "closed", updatedAt: now }).where(eq(supportTickets.id, one.id));
    await audit(one.id, now, one.status, "closed");
    // A bulk change audited after the update, and one audited before it.
    const some = all.slice(1, 20).map((r) => r.id);
    await db
      .update(supportTickets)
      .set({ status: "in_progress", updatedAt: new Date(now.getTime() - DAY) })
      .where(inArray(supportTickets.id, some));
    for (const id of some) await audit(id, new Date(now.getTime() - DAY), "new", "in_progress");
    const others = all.slice(20, 30);
    for (const r of others) await audit(r.id, ago(10), r.status, "resolved");
    await db
      .update(supportTickets)
      .set({ status: "resolved" })
      .where(
        inArray(
          supportTickets.id,
          others.map((r) => r.id),
        ),
      );
    // Moved in time, assigned, and a reply's bump of the last activity.
    await db
      .update(supportTickets)
      .set({ createdAt: ago(100) })
      .where(eq(supportTickets.id, all[30].id));
    const [someAdmin] = await db.select().from(profiles).where(eq(profiles.role, "admin"));
    await db.update(supportTickets).set({ assignedAdminId: someAdmin.id }).where(inArray(supportTickets.id, some));
    await db.update(supportTickets).set({ updatedAt: now }).where(eq(supportTickets.id, all[2].id));
    await expectSameAsReference(["UTC", "Pacific/Kiritimati"]);

    await db.delete(supportTickets).where(
      inArray(
        supportTickets.id,
        all.slice(0, 5).map((r) => r.id),
      ),
    );
    await db.delete(profiles).where(eq(profiles.id, clients[2]));
    await expectSameAsReference(["UTC", "Asia/Kolkata"]);
  });

  it("counts an audited change made before its ticket was stored (as a restore may load them)", async () => {
    const db = t.database.db;
    const id = crypto.randomUUID();
    const createdAt = ago(40);
    await audit(id, new Date(createdAt.getTime() + DAY), "new", "closed");
    await db
      .insert(supportTickets)
      .values({ id, clientId: clients[0], message: "Late", status: "closed" as TicketStatus, createdAt, updatedAt: createdAt });
    await expectSameAsReference(["UTC"]);
    await db.execute(sql`TRUNCATE support_tickets CASCADE`);
    expect(await db.select().from(openTicketDays).where(sql`${openTicketDays.delta} <> 0`)).toEqual([]);
    await updateAgencySettings(t.deps, null, { region: AGENCY_SETTINGS_DEFAULTS.region });
  });
});
