import type { TicketDetail, TicketReply, TicketStatusCounts, TicketSummary } from "@portal/shared/support-contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../db/schema/index.ts";
import { createReplyRow, createTicketRow } from "../../db/seed/support-factories.ts";
import { FAKE_PNG } from "../../test/sample-files.ts";
import { form, insertRevision, json, png } from "../../test/support-test-kit.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let client: Person;
let other: Person;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  client = await t.signInAs();
  other = await t.signInAs();
  admin = await t.signInAs({ role: "admin", email: `admin-${crypto.randomUUID()}@example.test` });
});
afterAll(() => t.close());

const list = async (status = "all") =>
  json<{ tickets: TicketSummary[]; counts: TicketStatusCounts }>(
    await t.request(`/api/admin/support-tickets?status=${status}`, { cookie: admin.cookie }),
  );

describe("GET /api/admin/support-tickets", () => {
  it("lists every client's tickets with e-mail, preview, related revision and counts per status", async () => {
    const revision = await insertRevision(t, client.user.id);
    const long = `${"Word ".repeat(30)}end`;
    const a = await createTicketRow(t.database.db, {
      clientId: client.user.id,
      subject: null,
      message: long,
      revisionId: revision.id,
    });
    const b = await createTicketRow(t.database.db, { clientId: other.user.id, status: "closed" });
    const { tickets, counts } = await list();
    const rowA = tickets.find((x) => x.id === a.id);
    expect(rowA).toMatchObject({
      clientEmail: client.user.email,
      subject: null,
      revisionRequestNumber: 1,
      status: "new",
    });
    expect(rowA?.messagePreview).toBe(`${long.slice(0, 80)}…`);
    expect(tickets.find((x) => x.id === b.id)?.revisionRequestNumber).toBeNull();
    expect(counts.total).toBe(tickets.length);
    expect(counts.new + counts.in_progress + counts.resolved + counts.closed + counts.archived).toBe(counts.total);

    const closed = await list("closed");
    expect(closed.tickets.map((x) => x.id)).toContain(b.id);
    expect(closed.tickets.every((x) => x.status === "closed")).toBe(true);
    expect(closed.counts).toEqual(counts);
  });

  it("refuses an unknown status filter", async () => {
    expect((await t.request("/api/admin/support-tickets?status=open", { cookie: admin.cookie })).status).toBe(400);
  });

  it("is for admins only", async () => {
    expect((await t.request("/api/admin/support-tickets")).status).toBe(401);
    expect((await t.request("/api/admin/support-tickets", { cookie: client.cookie })).status).toBe(403);
    expect((await t.request("/api/admin/support-tickets/unread-count")).status).toBe(401);
    expect((await t.request("/api/admin/support-tickets/unread-count", { cookie: client.cookie })).status).toBe(403);
  });
});

describe("one ticket, as an admin", () => {
  it("reads any ticket; anonymous 401, its client 403, another client 403; unknown 404", async () => {
    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
    const path = `/api/admin/support-tickets/${ticket.id}`;
    expect((await t.request(path)).status).toBe(401);
    expect((await t.request(path, { cookie: client.cookie })).status).toBe(403);
    expect((await t.request(path, { cookie: other.cookie })).status).toBe(403);
    expect((await t.request(path, { cookie: admin.cookie })).status).toBe(200);
    expect((await t.request(`/api/admin/support-tickets/${crypto.randomUUID()}`, { cookie: admin.cookie })).status).toBe(404);
  });

  it("replies as the admin (shown with the admin's e-mail); the images belong to the ticket's client", async () => {
    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
    await createReplyRow(t.database.db, { ticketId: ticket.id, adminId: null, message: "Any news?" });
    const res = await t.request(`/api/admin/support-tickets/${ticket.id}/replies`, {
      method: "POST",
      cookie: admin.cookie,
      body: form({ message: "  On it!  " }, [png("fix.png")]),
    });
    expect(res.status).toBe(201);
    const reply = await json<TicketReply>(res);
    expect(reply).toMatchObject({ message: "On it!", author: "admin", adminEmail: admin.user.email });

    const detail = await json<TicketDetail>(await t.request(`/api/support/tickets/${ticket.id}`, { cookie: client.cookie }));
    expect(detail.replies.map((r) => [r.author, r.adminEmail])).toEqual([
      ["client", null],
      ["admin", admin.user.email],
    ]);
    const url = detail.replies[1].attachments[0].url;
    expect((await t.request(url, { cookie: client.cookie })).status).toBe(200);
    expect((await t.request(url, { cookie: other.cookie })).status).toBe(404);
  });

  it("refuses admin replies that are blank, carry non-images, or go to closed and archived tickets", async () => {
    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
    const send = (id: string, fields: Record<string, string>, files: File[] = [], cookie = admin.cookie) =>
      t.request(`/api/admin/support-tickets/${id}/replies`, {
        method: "POST",
        cookie,
        body: form(fields, files),
      });
    expect((await send(ticket.id, { message: " " })).status).toBe(400);
    expect((await send(ticket.id, { message: "x" }, [FAKE_PNG])).status).toBe(400);
    expect((await send(ticket.id, { message: "x" }, [], client.cookie)).status).toBe(403);
    for (const status of ["closed", "archived"] as const) {
      const shut = await createTicketRow(t.database.db, { clientId: client.user.id, status });
      expect((await send(shut.id, { message: "x" })).status).toBe(409);
    }
  });

  it("keeps a deleted admin's replies as admin replies", async () => {
    const gone = await t.signInAs({ role: "admin" });
    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
    await createReplyRow(t.database.db, {
      ticketId: ticket.id,
      adminId: gone.user.id,
      message: "Hello from a former admin",
    });
    await t.database.db.delete(profiles).where(eq(profiles.id, gone.user.id));
    const detail = await json<TicketDetail>(await t.request(`/api/support/tickets/${ticket.id}`, { cookie: client.cookie }));
    expect(detail.replies[0]).toMatchObject({ author: "admin", adminEmail: null });
  });
});

describe("PATCH /api/admin/support-tickets/:id (status)", () => {
  it("lets admins move a ticket to any status, and nobody else", async () => {
    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
    const patch = (status: string, cookie?: string) =>
      t.request(`/api/admin/support-tickets/${ticket.id}`, {
        method: "PATCH",
        cookie,
        body: JSON.stringify({ status }),
      });
    expect((await patch("closed")).status).toBe(401);
    expect((await patch("closed", client.cookie)).status).toBe(403);
    expect((await patch("closed", other.cookie)).status).toBe(403);
    for (const status of ["in_progress", "resolved", "closed", "archived", "new"]) {
      const res = await patch(status, admin.cookie);
      expect(res.status).toBe(200);
      expect((await json(res)).status).toBe(status);
    }
    expect((await patch("open", admin.cookie)).status).toBe(400);
    const res = await t.request(`/api/admin/support-tickets/${crypto.randomUUID()}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: JSON.stringify({ status: "closed" }),
    });
    expect(res.status).toBe(404);
  });

  it("blocks the client's replies once closed", async () => {
    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
    await t.request(`/api/admin/support-tickets/${ticket.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: JSON.stringify({ status: "closed" }),
    });
    const res = await t.request(`/api/support/tickets/${ticket.id}/replies`, {
      method: "POST",
      cookie: client.cookie,
      body: form({ message: "Wait" }),
    });
    expect(res.status).toBe(409);
  });
});

describe("POST /api/admin/support-tickets/:id/view", () => {
  it("anonymous 401, clients 403, admin 204, unknown 404", async () => {
    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
    const path = `/api/admin/support-tickets/${ticket.id}/view`;
    expect((await t.request(path, { method: "POST" })).status).toBe(401);
    expect((await t.request(path, { method: "POST", cookie: client.cookie })).status).toBe(403);
    expect((await t.request(path, { method: "POST", cookie: admin.cookie })).status).toBe(204);
    expect(
      (
        await t.request(`/api/admin/support-tickets/${crypto.randomUUID()}/view`, {
          method: "POST",
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(404);
  });
});
