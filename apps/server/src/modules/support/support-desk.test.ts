import type { AdminTicketDetail, AdminTicketSummary, TicketAssignee } from "@portal/shared/support-contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTicketRow } from "../../db/seed/support-factories.ts";
import type { PortalEvent } from "../../providers/events/event-bus.ts";
import { form, json } from "../../test/support-test-kit.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/** Assignment and internal notes (decision 050): admins only, and nothing of either ever reaches a client. */
let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let client: Person;
let other: Person;
let admin: Person;
let colleague: Person;

beforeAll(async () => {
  t = await createTestApp();
  client = await t.signInAs();
  other = await t.signInAs();
  admin = await t.signInAs({ role: "admin", fullName: "Maya Desk" });
  colleague = await t.signInAs({ role: "admin", fullName: "Omer Colleague" });
});
afterAll(() => t.close());

const assign = (ticketId: string, assigneeId: string | null, cookie = admin.cookie) =>
  t.request(`/api/admin/support-tickets/${ticketId}/assignee`, {
    method: "PUT",
    cookie,
    body: JSON.stringify({ assigneeId }),
  });
const addNote = (ticketId: string, message: string, cookie = admin.cookie) =>
  t.request(`/api/admin/support-tickets/${ticketId}/notes`, { method: "POST", cookie, body: JSON.stringify({ message }) });
const adminDetail = async (ticketId: string) =>
  json<AdminTicketDetail>(await t.request(`/api/admin/support-tickets/${ticketId}`, { cookie: admin.cookie }));
const adminList = async (query: string, cookie = admin.cookie) =>
  json<{ tickets: AdminTicketSummary[]; total: number }>(await t.request(`/api/admin/support-tickets?${query}`, { cookie }));
const assignedCount = async (cookie: string) =>
  (await json<{ assignedTickets: number }>(await t.request("/api/notifications/counts", { cookie }))).assignedTickets;

describe("assigning a ticket", () => {
  it("assigns to an admin, reassigns and unassigns; the detail and the list show who", async () => {
    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
    const first = await assign(ticket.id, admin.user.id);
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ id: ticket.id, assignee: { id: admin.user.id, label: "Maya Desk" } });
    expect((await adminDetail(ticket.id)).assignee).toEqual({ id: admin.user.id, label: "Maya Desk" });

    await assign(ticket.id, colleague.user.id);
    const { tickets } = await adminList("pageSize=100");
    expect(tickets.find((x) => x.id === ticket.id)?.assignee).toEqual({ id: colleague.user.id, label: "Omer Colleague" });

    expect((await assign(ticket.id, null)).status).toBe(200);
    expect((await adminDetail(ticket.id)).assignee).toBeNull();
  });

  it("refuses a client as assignee, an unknown ticket, and a malformed id", async () => {
    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
    const refused = await assign(ticket.id, client.user.id);
    expect(refused.status).toBe(400);
    expect((await json<{ error: { code: string } }>(refused)).error.code).toBe("assignee_not_admin");
    expect((await assign(crypto.randomUUID(), admin.user.id)).status).toBe(404);
    expect((await assign(ticket.id, "someone" as string)).status).toBe(400);
    expect((await adminDetail(ticket.id)).assignee).toBeNull();
  });

  it('filters the list to "assigned to me" and "nobody", and counts my open ones for the badge', async () => {
    const me = await t.signInAs({ role: "admin", fullName: "Badge Admin" });
    const mine = await createTicketRow(t.database.db, { clientId: client.user.id });
    const mineClosed = await createTicketRow(t.database.db, { clientId: client.user.id, status: "closed" });
    const theirs = await createTicketRow(t.database.db, { clientId: other.user.id });
    const nobodys = await createTicketRow(t.database.db, { clientId: other.user.id });
    expect(await assignedCount(me.cookie)).toBe(0);
    await assign(mine.id, me.user.id, me.cookie);
    await assign(mineClosed.id, me.user.id, me.cookie);
    await assign(theirs.id, colleague.user.id, me.cookie);

    const assignedToMe = await adminList("assigned=me", me.cookie);
    expect(assignedToMe.tickets.map((x) => x.id).sort()).toEqual([mine.id, mineClosed.id].sort());
    expect(assignedToMe.total).toBe(2);
    const unassigned = (await adminList("assigned=nobody&pageSize=100", me.cookie)).tickets.map((x) => x.id);
    expect(unassigned).toContain(nobodys.id);
    expect(unassigned).not.toContain(mine.id);
    expect(unassigned).not.toContain(theirs.id);
    // Only new and in-progress tickets wait on the assignee.
    expect(await assignedCount(me.cookie)).toBe(1);
    expect((await t.request("/api/admin/support-tickets?assigned=someone", { cookie: me.cookie })).status).toBe(400);
  });

  it("lists the admins a ticket can be assigned to, and no client", async () => {
    const { assignees } = await json<{ assignees: TicketAssignee[] }>(
      await t.request("/api/admin/support-tickets/assignees", { cookie: admin.cookie }),
    );
    const ids = assignees.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([admin.user.id, colleague.user.id]));
    expect(ids).not.toContain(client.user.id);
  });

  it("keeps the ticket unassigned when its admin is deleted", async () => {
    const leaving = await t.signInAs({ role: "admin", fullName: "Leaving Admin" });
    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
    await assign(ticket.id, leaving.user.id);
    expect((await t.request(`/api/admin/users/${leaving.user.id}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(200);
    expect((await adminDetail(ticket.id)).assignee).toBeNull();
  });
});

describe("internal notes", () => {
  it("adds a note admins read on the ticket, oldest first, with who wrote it", async () => {
    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
    const created = await addNote(ticket.id, "  Called the client; waiting on their logo.  ");
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({
      message: "Called the client; waiting on their logo.",
      authorLabel: expect.stringContaining("Maya Desk"),
    });
    await addNote(ticket.id, "Logo arrived.", colleague.cookie);
    const { notes } = await adminDetail(ticket.id);
    expect(notes.map((n) => n.message)).toEqual(["Called the client; waiting on their logo.", "Logo arrived."]);
    expect(notes[1]?.authorLabel).toContain("Omer Colleague");
  });

  it("refuses a blank or too long note, and a note on an unknown ticket", async () => {
    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
    expect((await addNote(ticket.id, "   ")).status).toBe(400);
    expect((await addNote(ticket.id, "x".repeat(5001))).status).toBe(400);
    expect((await addNote(crypto.randomUUID(), "Hello")).status).toBe(404);
    expect((await adminDetail(ticket.id)).notes).toEqual([]);
  });

  it("never reaches the client: not in their list, their ticket, their reply answer or their live events", async () => {
    const secret = `internal-${crypto.randomUUID()}`;
    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
    const published: PortalEvent[] = [];
    const stop = t.deps.providers.events.subscribe((event) => published.push(event));
    const response = await t.request("/api/events", { cookie: client.cookie });
    expect(response.status).toBe(200);
    const stream = eventReader(response);
    await stream.until((text) => text.includes("event: ready"));
    try {
      await addNote(ticket.id, secret);
      await assign(ticket.id, admin.user.id);
      // Something the client does hear of, sent after the note and the assignment.
      await t.request(`/api/admin/support-tickets/${ticket.id}`, {
        method: "PATCH",
        cookie: admin.cookie,
        body: JSON.stringify({ status: "in_progress" }),
      });
      const heard = await stream.until((text) => text.includes("support.ticket.status"));
      expect(heard).not.toContain(secret);
      expect(heard).not.toContain("support.ticket.note");
      expect(heard).not.toContain("support.ticket.assigned");
      // A status change reaches the client and the admins (their lists, badge and charts).
      await expect
        .poll(
          () =>
            published
              .filter((e) => e.type === "support.ticket.status")
              .map((e) => e.audience)
              .sort(),
          { timeout: 5000 },
        )
        .toEqual(["admins", client.user.id].sort());
    } finally {
      stop();
      await stream.close();
    }
    const private_ = published.filter((e) => e.type === "support.ticket.note" || e.type === "support.ticket.assigned");
    expect(private_.length).toBe(2);
    expect(private_.every((e) => e.audience === "admins")).toBe(true);
    expect(published.some((e) => JSON.stringify(e).includes(secret))).toBe(false);

    const bodies = [
      await (await t.request("/api/support/tickets?pageSize=100", { cookie: client.cookie })).text(),
      await (await t.request(`/api/support/tickets/${ticket.id}`, { cookie: client.cookie })).text(),
      await (await t.request("/api/support/unread-count", { cookie: client.cookie })).text(),
      await (
        await t.request(`/api/support/tickets/${ticket.id}/replies`, {
          method: "POST",
          cookie: client.cookie,
          body: form({ message: "Any news?" }),
        })
      ).text(),
    ];
    for (const body of bodies) {
      expect(body).not.toContain(secret);
      expect(body).not.toContain("notes");
      expect(body).not.toContain("assignee");
      expect(body).not.toContain("Maya Desk");
    }
    expect(JSON.parse(bodies[1] ?? "{}")).toMatchObject({ id: ticket.id, status: "in_progress" });
  });
});

describe("access", () => {
  it("anonymous 401, the ticket's client 403, another client 403, admin allowed", async () => {
    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
    const calls: [string, RequestInit][] = [
      [`/api/admin/support-tickets/${ticket.id}/assignee`, { method: "PUT", body: JSON.stringify({ assigneeId: null }) }],
      [`/api/admin/support-tickets/${ticket.id}/notes`, { method: "POST", body: JSON.stringify({ message: "Note" }) }],
      ["/api/admin/support-tickets/assignees", {}],
    ];
    for (const [path, init] of calls) {
      expect((await t.request(path, init)).status, path).toBe(401);
      expect((await t.request(path, { ...init, cookie: client.cookie })).status, path).toBe(403);
      expect((await t.request(path, { ...init, cookie: other.cookie })).status, path).toBe(403);
      expect((await t.request(path, { ...init, cookie: admin.cookie })).status, path).toBeLessThan(300);
    }
    // What the refused calls would have written is not there.
    expect((await adminDetail(ticket.id)).notes.map((n) => n.message)).toEqual(["Note"]);
  });
});

/** Reads a server-sent event stream: `until` returns everything read so far once it matches. */
function eventReader(response: Response) {
  const reader = response.body?.getReader();
  if (!reader) throw new Error("no stream");
  let text = "";
  return {
    async until(done: (text: string) => boolean): Promise<string> {
      while (!done(text)) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error(`The stream ended: ${text}`);
        text += new TextDecoder().decode(chunk.value);
      }
      return text;
    },
    close: () => reader.cancel(),
  };
}
