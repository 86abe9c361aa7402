import type { NotificationCounts } from "@portal/shared/notification-contracts";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminBadgeTotals,
  adminRevisionViews,
  profiles,
  revisionCommentReplies,
  revisionCommentViews,
  revisions,
  supportTicketReplies,
  supportTickets,
  supportTicketViews,
} from "../../db/schema/index.ts";
import { createProject, createRevision } from "../../db/seed/projects-factories.ts";
import { form } from "../../test/support-test-kit.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";
import { unreadCommentThreadsCount } from "../revisions/index.ts";
import { assignedOpenTicketsCount, unreadTicketsCount } from "../support/index.ts";
import { newFeaturesCount } from "./admin-badges.ts";

/**
 * The admin's badges are one read of a row that triggers keep (migration 0023). After every kind
 * of write they count, the row served by `/api/notifications/counts` must equal a recount by the
 * long queries over every ticket, revision and comment thread, for every admin.
 */
let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let client: Person;
let otherClient: Person;
let first: Person;
let second: Person;
const admins: Person[] = [];

beforeAll(async () => {
  t = await createTestApp();
  client = await t.signInAs();
  otherClient = await t.signInAs();
  first = await t.signInAs({ role: "admin" });
  second = await t.signInAs({ role: "admin" });
  admins.push(first, second);
});
afterAll(() => t.close());

async function recount(adminId: string): Promise<NotificationCounts> {
  const db = t.database.db;
  const viewer = { id: adminId, party: "admin" as const, readerId: adminId };
  const [[revisionsLeft], [threads], [tickets], [assigned], [features]] = await Promise.all([
    db
      .select({ value: count() })
      .from(revisions)
      .leftJoin(adminRevisionViews, and(eq(adminRevisionViews.revisionId, revisions.id), eq(adminRevisionViews.adminId, adminId)))
      .where(isNull(adminRevisionViews.revisionId)),
    unreadCommentThreadsCount(db, viewer),
    unreadTicketsCount(db, viewer),
    assignedOpenTicketsCount(db, adminId),
    newFeaturesCount(db, new Date(Date.now() - 24 * 3600 * 1000)),
  ]);
  return {
    role: "admin",
    revisions: revisionsLeft.value,
    commentReplies: threads.n,
    tickets: tickets.value,
    assignedTickets: assigned.value,
    features: features.value,
  };
}

/** Every admin's served badges equal the recount, and each admin has exactly one maintained row. */
async function expectExact(after: string) {
  const rows = await t.database.db.select({ adminId: adminBadgeTotals.adminId }).from(adminBadgeTotals);
  const adminIds = (await t.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, "admin"))).map(
    (p) => p.id,
  );
  expect(rows.map((r) => r.adminId).sort(), `${after}: one row per admin`).toEqual([...adminIds].sort());
  for (const admin of admins) {
    const served = await readJson<NotificationCounts>(t.request("/api/notifications/counts", { cookie: admin.cookie }));
    expect(served, after).toEqual(await recount(admin.user.id));
  }
}

const post = (path: string, person: Person, body?: unknown) =>
  t.request(path, {
    method: "POST",
    cookie: person.cookie,
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
const send = (method: string, path: string, body: unknown) =>
  t.request(path, { method, cookie: first.cookie, body: JSON.stringify(body) });

async function newTicket(person: Person, subject: string): Promise<string> {
  const res = await post("/api/support/tickets", person, form({ subject, message: `About ${subject}` }));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const note = { x: 1, y: 1, mode: "desktop" as const, viewportWidth: null, documentHeight: null };
const annotation = (id: string) => ({ ...note, id, comment: `Comment ${id}`, timestamp: new Date().toISOString() });

describe("admin badge totals", () => {
  it("stay equal to a recount through tickets: new, reply, read, status, assignment, deletion", async () => {
    await expectExact("start");
    const ticket = await newTicket(client, "Logo");
    const other = await newTicket(otherClient, "Menu");
    await expectExact("new tickets");

    expect((await post(`/api/admin/support-tickets/${ticket}/view`, first)).status).toBe(204);
    await expectExact("first admin reads");
    expect((await post(`/api/support/tickets/${ticket}/replies`, client, form({ message: "Any news?" }))).status).toBe(201);
    await expectExact("client replies after the read");
    expect((await post(`/api/admin/support-tickets/${ticket}/replies`, second, form({ message: "On it" }))).status).toBe(201);
    await expectExact("admin replies");
    expect((await post(`/api/admin/support-tickets/${ticket}/view`, second)).status).toBe(204);
    expect((await post(`/api/support/tickets/${ticket}/view`, client)).status).toBe(204);
    await expectExact("reads by an admin and the client");

    expect((await send("PUT", `/api/admin/support-tickets/${ticket}/assignee`, { assigneeId: second.user.id })).status).toBe(200);
    expect((await send("PUT", `/api/admin/support-tickets/${other}/assignee`, { assigneeId: second.user.id })).status).toBe(200);
    await expectExact("assigned");
    expect((await send("PATCH", `/api/admin/support-tickets/${ticket}`, { status: "in_progress" })).status).toBe(200);
    expect((await send("PATCH", `/api/admin/support-tickets/${other}`, { status: "resolved" })).status).toBe(200);
    await expectExact("status changes");
    expect((await send("POST", "/api/admin/support-tickets/bulk/status", { ids: [ticket, other], status: "new" })).status).toBe(
      200,
    );
    expect(
      (await send("POST", "/api/admin/support-tickets/bulk/assignee", { ids: [ticket, other], assigneeId: first.user.id }))
        .status,
    ).toBe(200);
    await expectExact("bulk status and assignment");

    // Writes the portal makes only through cascades, made directly: each still keeps the row exact.
    const db = t.database.db;
    await db
      .delete(supportTicketReplies)
      .where(and(eq(supportTicketReplies.ticketId, ticket), eq(supportTicketReplies.fromAdmin, false)));
    await expectExact("a client reply removed");
    await db.delete(supportTicketViews).where(eq(supportTicketViews.userId, second.user.id));
    await expectExact("an admin's views removed");
    await db.delete(supportTickets).where(eq(supportTickets.id, other));
    await expectExact("a ticket deleted");
  });

  it("stay equal to a recount through revisions and comment threads", async () => {
    const project = await createProject(t.database.db, client.user.id);
    const revision = await createRevision(t.database.db, project, { annotations: [annotation("logo"), annotation("menu")] });
    await expectExact("new revision");
    expect((await t.request(`/api/admin/revisions/${revision.id}`, { cookie: first.cookie })).status).toBe(200);
    await expectExact("first admin opens it");

    const thread = (side: string, id: string) => `${side}/${revision.id}/comments/${id}`;
    expect((await post(`/api/${thread("revisions", "logo")}/replies`, client, { message: "Bigger" })).status).toBe(201);
    await expectExact("client replies on a comment");
    expect((await post(`/api/${thread("admin/revisions", "logo")}/view`, first)).status).toBe(204);
    await expectExact("first admin reads the thread");
    expect((await post(`/api/${thread("revisions", "logo")}/replies`, client, { message: "Much bigger" })).status).toBe(201);
    expect((await post(`/api/${thread("revisions", "menu")}/replies`, client, { message: "Left" })).status).toBe(201);
    await expectExact("client replies again");
    expect((await post(`/api/${thread("admin/revisions", "logo")}/replies`, second, { message: "Done" })).status).toBe(201);
    expect((await post(`/api/${thread("admin/revisions", "menu")}/view`, second)).status).toBe(204);
    await expectExact("admin replies and reads");

    const db = t.database.db;
    await db.delete(revisionCommentViews).where(eq(revisionCommentViews.userId, second.user.id));
    await db.delete(adminRevisionViews).where(eq(adminRevisionViews.adminId, first.user.id));
    await expectExact("views removed");
    await db.delete(revisionCommentReplies).where(eq(revisionCommentReplies.annotationId, "menu"));
    await expectExact("a thread's replies removed");
    await db.delete(revisions).where(eq(revisions.id, revision.id));
    await expectExact("a revision deleted");
  });

  it("stay equal to a recount for bulk writes, new admins, role changes and deleted people", async () => {
    const db = t.database.db;
    const hourAgo = new Date(Date.now() - 3600 * 1000);
    const rows = await db
      .insert(supportTickets)
      .values(Array.from({ length: 6 }, (_, i) => ({ clientId: client.user.id, message: `Bulk ${i}`, createdAt: hourAgo })))
      .returning({ id: supportTickets.id });
    await db.insert(supportTicketViews).values(rows.slice(0, 4).map((r) => ({ userId: first.user.id, ticketId: r.id })));
    await db
      .insert(supportTicketReplies)
      .values(rows.slice(0, 2).map((r) => ({ ticketId: r.id, message: "More", createdAt: hourAgo })));
    await db.insert(supportTicketReplies).values({ ticketId: rows[3].id, message: "Later" });
    await db.update(supportTicketViews).set({ lastViewedAt: sql`now()` }).where(eq(supportTicketViews.userId, first.user.id));
    await expectExact("bulk tickets, views, backdated and new replies, views moved");

    const third = await t.signInAs({ role: "admin" });
    admins.push(third);
    await expectExact("an admin created after the data");
    const res = await t.request(`/api/admin/users/${otherClient.user.id}/role`, {
      method: "PATCH",
      cookie: first.cookie,
      body: JSON.stringify({ role: "admin" }),
    });
    expect(res.status).toBe(200);
    await expectExact("a client made admin");
    await t.request(`/api/admin/users/${otherClient.user.id}/role`, {
      method: "PATCH",
      cookie: first.cookie,
      body: JSON.stringify({ role: "client" }),
    });
    await expectExact("an admin made client again");

    expect((await t.request(`/api/admin/users/${client.user.id}`, { method: "DELETE", cookie: first.cookie })).status).toBe(200);
    await expectExact("a client deleted with their tickets and revisions");
    expect((await t.request(`/api/admin/users/${second.user.id}`, { method: "DELETE", cookie: first.cookie })).status).toBe(200);
    admins.splice(admins.indexOf(second), 1);
    await expectExact("an admin deleted");
  });
});
