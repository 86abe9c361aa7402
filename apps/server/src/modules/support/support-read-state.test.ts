import type { TicketSummary } from "@portal/shared/support-contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReplyRow, createTicketRow } from "../../db/seed/support-factories.ts";
import { form, json } from "../../test/support-test-kit.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { viewerOf } from "./ticket-access.ts";
import { listTickets } from "./ticket-query-service.ts";

let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let admin: Person;
let secondAdmin: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs({ role: "admin" });
  secondAdmin = await t.signInAs({ role: "admin" });
});
afterAll(() => t.close());

async function clientState(client: Person, ticketId: string) {
  const { tickets } = await json<{ tickets: TicketSummary[] }>(
    await t.request("/api/support/tickets", { cookie: client.cookie }),
  );
  const { count } = await json<{ count: number }>(await t.request("/api/support/unread-count", { cookie: client.cookie }));
  return { unread: tickets.find((x) => x.id === ticketId)?.unread, count };
}

async function adminState(person: Person, ticketId: string) {
  const { tickets } = await json<{ tickets: TicketSummary[] }>(
    await t.request("/api/admin/support-tickets", { cookie: person.cookie }),
  );
  return tickets.find((x) => x.id === ticketId)?.unread;
}

const replyAsClient = (client: Person, id: string, message: string) =>
  t.request(`/api/support/tickets/${id}/replies`, {
    method: "POST",
    cookie: client.cookie,
    body: form({ message }),
  });
const replyAsAdmin = (person: Person, id: string, message: string) =>
  t.request(`/api/admin/support-tickets/${id}/replies`, {
    method: "POST",
    cookie: person.cookie,
    body: form({ message }),
  });
const viewAsClient = (client: Person, id: string) =>
  t.request(`/api/support/tickets/${id}/view`, { method: "POST", cookie: client.cookie });
const viewAsAdmin = (person: Person, id: string) =>
  t.request(`/api/admin/support-tickets/${id}/view`, { method: "POST", cookie: person.cookie });

describe("ticket read state", () => {
  it("follows replies and views for the client and for each admin", async () => {
    const client = await t.signInAs();
    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });

    // A new ticket: read for its client, unread for every admin until they open it.
    expect(await clientState(client, ticket.id)).toEqual({ unread: false, count: 0 });
    expect(await adminState(admin, ticket.id)).toBe(true);
    expect(await adminState(secondAdmin, ticket.id)).toBe(true);

    // An admin's view clears it for that admin only.
    expect((await viewAsAdmin(admin, ticket.id)).status).toBe(204);
    expect(await adminState(admin, ticket.id)).toBe(false);
    expect(await adminState(secondAdmin, ticket.id)).toBe(true);

    // The client's own reply: unread again for admins, never for the client.
    await replyAsClient(client, ticket.id, "Any update?");
    expect(await clientState(client, ticket.id)).toEqual({ unread: false, count: 0 });
    expect(await adminState(admin, ticket.id)).toBe(true);
    await viewAsAdmin(admin, ticket.id);

    // The admin replies: unread for the client until the client views it.
    await replyAsAdmin(admin, ticket.id, "Working on it");
    expect(await clientState(client, ticket.id)).toEqual({ unread: true, count: 1 });
    expect(await adminState(admin, ticket.id)).toBe(false);
    await viewAsClient(client, ticket.id);
    expect(await clientState(client, ticket.id)).toEqual({ unread: false, count: 0 });

    // A later client reply is unread again for the admin who had viewed before it.
    await replyAsClient(client, ticket.id, "Thanks!");
    expect(await adminState(admin, ticket.id)).toBe(true);
    const { count } = await json<{ count: number }>(
      await t.request("/api/admin/support-tickets/unread-count", { cookie: admin.cookie }),
    );
    expect(count).toBeGreaterThanOrEqual(1);
    await viewAsAdmin(admin, ticket.id);
    expect(await adminState(admin, ticket.id)).toBe(false);
  });

  it("raises the admin badge for a brand-new ticket created through the API, and clears it on opening", async () => {
    const client = await t.signInAs();
    const unreadCount = async (person: Person) =>
      (await json<{ count: number }>(await t.request("/api/admin/support-tickets/unread-count", { cookie: person.cookie })))
        .count;
    const badge = async (person: Person) =>
      (await json<{ tickets: number }>(await t.request("/api/notifications/counts", { cookie: person.cookie }))).tickets;
    const before = await unreadCount(admin);
    const beforeBadge = await badge(admin);
    const created = await t.request("/api/support/tickets", {
      method: "POST",
      cookie: client.cookie,
      body: form({ subject: "Site is down", message: "Nothing loads since this morning." }),
    });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: string }>(created);
    expect(await unreadCount(admin)).toBe(before + 1);
    expect(await badge(admin)).toBe(beforeBadge + 1);
    expect(await adminState(admin, id)).toBe(true);
    // The client's own new ticket raises no badge for the client.
    expect(await clientState(client, id)).toEqual({ unread: false, count: 0 });

    await viewAsAdmin(admin, id);
    expect(await unreadCount(admin)).toBe(before);
    expect(await badge(admin)).toBe(beforeBadge);
    expect(await adminState(secondAdmin, id)).toBe(true);
  });

  it("counts only the client's own tickets", async () => {
    const one = await t.signInAs();
    const two = await t.signInAs();
    const a = await createTicketRow(t.database.db, { clientId: one.user.id });
    const b = await createTicketRow(t.database.db, { clientId: two.user.id });
    await createReplyRow(t.database.db, { ticketId: a.id, adminId: admin.user.id });
    await createReplyRow(t.database.db, { ticketId: b.id, adminId: admin.user.id });
    await createReplyRow(t.database.db, { ticketId: b.id, adminId: admin.user.id });
    expect((await clientState(one, a.id)).count).toBe(1);
    expect((await clientState(two, b.id)).count).toBe(1);
  });

  it("answers a list with the same few queries however many tickets it has (no query per ticket)", async () => {
    const client = await t.signInAs();
    for (let i = 0; i < 5; i++) {
      const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
      if (i % 2 === 0) await createReplyRow(t.database.db, { ticketId: ticket.id, adminId: admin.user.id });
    }
    const db = t.database.db;
    // Every query listTickets builds starts with db.select(); count those: the page's ids (picked
    // off the sort's index) and the page joined to its read state with the count as a column
    // (decisions 051 and 088). Built once per shape, whatever the number of tickets.
    let queries = 0;
    const counting = new Proxy(db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (prop === "select") {
          return (...args: unknown[]) => {
            queries += 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return value;
      },
    });
    const { tickets } = await listTickets(
      counting,
      viewerOf({ ...client.user, role: "client", businessName: null, phone: null, language: "en", signedInWithPasskey: false }),
      { status: "all", page: 1, pageSize: 25 },
    );
    expect(queries).toBe(2);
    expect(tickets.filter((x) => x.unread)).toHaveLength(3);
    const { tickets: adminTickets } = await listTickets(
      counting,
      viewerOf({ ...admin.user, role: "admin", businessName: null, phone: null, language: "en", signedInWithPasskey: false }),
    );
    expect(queries).toBe(4);
    // Every one of these is new to the admin (never opened).
    expect(adminTickets.filter((x) => x.unread).length).toBeGreaterThanOrEqual(5);
  });
});
