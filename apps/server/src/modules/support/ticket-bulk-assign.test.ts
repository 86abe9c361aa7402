import { BULK_MAX } from "@portal/shared/bulk-contracts";
import { TICKET_STATUSES } from "@portal/shared/constants";
import type { TicketStatusCounts } from "@portal/shared/support-contracts";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditEntries, supportTickets } from "../../db/schema/index.ts";
import { createTicketRow } from "../../db/seed/support-factories.ts";
import type { PortalEvent } from "../../providers/events/event-bus.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

/** Assigning tickets in bulk (decision 065): admins only, all of them or none, one audit entry per ticket that changed. */
let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let admin: Person;
let dana: Person;
let client: Person;
let other: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs({ role: "admin", fullName: "Bulk Admin" });
  dana = await t.signInAs({ role: "admin", fullName: "Dana Desk" });
  client = await t.signInAs();
  other = await t.signInAs();
});
afterAll(() => t.close());

const PATH = "/api/admin/support-tickets/bulk/assignee";
/** `null` calls without a session. */
const assign = (body: unknown, cookie: string | null = admin.cookie) =>
  t.request(PATH, { method: "POST", cookie: cookie ?? undefined, body: JSON.stringify(body) });
const tickets = async (count: number, status: "new" | "closed" = "new") =>
  Promise.all(Array.from({ length: count }, () => createTicketRow(t.database.db, { clientId: client.user.id, status })));
const assigneesOf = async (ids: string[]) =>
  (
    await t.database.db
      .select({ id: supportTickets.id, assignee: supportTickets.assignedAdminId })
      .from(supportTickets)
      .where(inArray(supportTickets.id, ids))
  )
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map((r) => r.assignee);
const entriesFor = async (ids: string[]) =>
  (
    await t.database.db
      .select({
        kind: auditEntries.kind,
        targetId: auditEntries.targetId,
        actorId: auditEntries.actorId,
        before: auditEntries.before,
        after: auditEntries.after,
      })
      .from(auditEntries)
      .where(inArray(auditEntries.targetId, ids))
  ).sort((x, y) => ids.indexOf(x.targetId ?? "") - ids.indexOf(y.targetId ?? ""));
const badge = async (cookie: string) =>
  (await readJson<{ assignedTickets: number }>(t.request("/api/notifications/counts", { cookie }))).assignedTickets;

describe("bulk assignment", () => {
  it("is for admins only: anonymous 401, the tickets' client 403, another client 403", async () => {
    const ids = (await tickets(1)).map((x) => x.id);
    const body = { assigneeId: dana.user.id, ids };
    expect((await assign(body, null)).status).toBe(401);
    expect((await assign(body, client.cookie)).status).toBe(403);
    expect((await assign(body, other.cookie)).status).toBe(403);
    expect(await assigneesOf(ids)).toEqual([null]);
    expect(await entriesFor(ids)).toEqual([]);
    expect((await assign(body)).status).toBe(200);
  });

  it("assigns every chosen ticket to an admin and unassigns them; the assignee's badge counts them at once", async () => {
    const open = await tickets(3);
    const [closed] = await tickets(1, "closed");
    const ids = [...open, closed].map((x) => x.id);
    const before = await badge(dana.cookie);

    const done = await assign({ assigneeId: dana.user.id, ids });
    expect(done.status).toBe(200);
    expect(await readJson(done)).toEqual({ changed: 4 });
    expect(await assigneesOf(ids)).toEqual(ids.map(() => dana.user.id));
    // Only new and in-progress tickets wait on the assignee.
    expect(await badge(dana.cookie)).toBe(before + 3);

    expect((await assign({ assigneeId: null, ids })).status).toBe(200);
    expect(await assigneesOf(ids)).toEqual(ids.map(() => null));
    expect(await badge(dana.cookie)).toBe(before);
  });

  it("tells the admins' screens of every chosen ticket, and no client", async () => {
    const ids = (await tickets(2)).map((x) => x.id);
    const published: PortalEvent[] = [];
    const stop = t.deps.providers.events.subscribe((event) => published.push(event));
    const about = () => published.filter((e) => ids.includes((e.data as { ticketId?: string } | undefined)?.ticketId ?? ""));
    try {
      expect((await assign({ assigneeId: dana.user.id, ids })).status).toBe(200);
      // On PostgreSQL the events come back through LISTEN, a moment after the answer.
      await vi.waitFor(() => expect(about()).toHaveLength(2));
    } finally {
      stop();
    }
    expect(about().map((e) => [e.type, e.audience, (e.data as { ticketId: string }).ticketId])).toEqual(
      expect.arrayContaining(ids.map((id) => ["support.ticket.assigned", "admins", id])),
    );
    expect(about().every((e) => e.audience === "admins")).toBe(true);
  });

  it("records one audit entry per ticket whose assignee changed, with who before and after", async () => {
    const [kept, moved, fresh] = await tickets(3);
    expect((await assign({ assigneeId: dana.user.id, ids: [kept.id] })).status).toBe(200);
    expect((await assign({ assigneeId: admin.user.id, ids: [moved.id] })).status).toBe(200);
    const ids = [kept.id, moved.id, fresh.id];

    expect((await assign({ assigneeId: dana.user.id, ids })).status).toBe(200);
    const entry = (targetId: string, before: string | null, after: string) => ({
      kind: "ticket_assigned",
      targetId,
      actorId: admin.user.id,
      before: { assignee: before },
      after: { assignee: after },
    });
    // The ticket already with Dana has only the entry of its first assignment.
    const entries = await entriesFor(ids);
    expect(entries).toHaveLength(4);
    expect(entries).toEqual(
      expect.arrayContaining([
        entry(kept.id, null, "Dana Desk"),
        entry(moved.id, null, "Bulk Admin"),
        entry(moved.id, "Bulk Admin", "Dana Desk"),
        entry(fresh.id, null, "Dana Desk"),
      ]),
    );
  });

  it("changes nothing when one chosen ticket does not exist, and names it", async () => {
    const ids = (await tickets(2)).map((x) => x.id);
    const gone = crypto.randomUUID();
    const refused = await assign({ assigneeId: dana.user.id, ids: [ids[0], gone, ids[1]] });
    expect(refused.status).toBe(409);
    const { error } = await readJson<{ error: { code: string; details: { refused: unknown[] } } }>(refused);
    expect(error.code).toBe("bulk_refused");
    expect(error.details.refused).toEqual([{ id: gone, label: gone, reason: "not_found" }]);
    expect(await assigneesOf(ids)).toEqual([null, null]);
    expect(await entriesFor(ids)).toEqual([]);
  });

  it("refuses a client or an unknown person as assignee, and changes nothing", async () => {
    const ids = (await tickets(2)).map((x) => x.id);
    await assign({ assigneeId: dana.user.id, ids: [ids[0]] });
    for (const assigneeId of [client.user.id, crypto.randomUUID()]) {
      const refused = await assign({ assigneeId, ids });
      expect(refused.status).toBe(400);
      expect((await readJson<{ error: { code: string } }>(refused)).error.code).toBe("assignee_not_admin");
    }
    expect(await assigneesOf(ids)).toEqual([dana.user.id, null]);
    expect((await entriesFor(ids)).length).toBe(1);
  });

  it("refuses an empty, oversized or repeated choice and a malformed assignee", async () => {
    const [one] = await tickets(1);
    for (const body of [
      { assigneeId: dana.user.id, ids: [] },
      { assigneeId: dana.user.id, ids: Array.from({ length: BULK_MAX + 1 }, () => crypto.randomUUID()) },
      { assigneeId: dana.user.id, ids: [one.id, one.id] },
      { assigneeId: "dana", ids: [one.id] },
      { ids: [one.id] },
    ]) {
      expect((await assign(body)).status).toBe(400);
    }
    expect(await assigneesOf([one.id])).toEqual([null]);
  });

  it("takes a full page of tickets at once", async () => {
    const ids = (await tickets(BULK_MAX)).map((x) => x.id);
    expect(await readJson(await assign({ assigneeId: dana.user.id, ids }))).toEqual({ changed: BULK_MAX });
    expect(new Set(await assigneesOf(ids))).toEqual(new Set([dana.user.id]));
  });
});

describe("the admin list's figures (one pass, decision 065)", () => {
  type ListBody = { total: number; overall: number; counts: TicketStatusCounts };
  const list = (query: string, cookie = dana.cookie) =>
    readJson<ListBody>(t.request(`/api/admin/support-tickets?${query}`, { cookie }));

  it("derives the total and the per-status figures from the same count, under every filter", async () => {
    const mine = [...(await tickets(2)), ...(await tickets(1, "closed"))].map((x) => x.id);
    await assign({ assigneeId: dana.user.id, ids: mine });
    const all = await list("");
    const statuses = TICKET_STATUSES;
    expect(statuses.reduce((sum, s) => sum + all.counts[s], 0)).toBe(all.counts.total);
    expect(all.total).toBe(all.counts.total);
    expect(all.overall).toBe(all.counts.total);
    for (const s of statuses) {
      const one = await list(`status=${s}`);
      expect(one.total, s).toBe(all.counts[s]);
      expect(one.counts).toEqual(all.counts);
      expect(one.overall).toBe(all.counts.total);
    }
    // Under each assignment filter the summary cards still count every ticket, and the total is the sum of its statuses.
    for (const assigned of ["anyone", "me", "nobody"]) {
      const filtered = await list(`assigned=${assigned}`);
      expect(filtered.counts, assigned).toEqual(all.counts);
      expect(filtered.overall, assigned).toBe(all.counts.total);
      let sum = 0;
      for (const s of statuses) sum += (await list(`assigned=${assigned}&status=${s}`)).total;
      expect(filtered.total, assigned).toBe(sum);
    }
    const closedOfMine = await list("assigned=me&status=closed");
    expect(closedOfMine.total).toBeGreaterThanOrEqual(1);
  });
});
