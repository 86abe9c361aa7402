import type { TicketDetail, TicketReply, TicketSummary } from "@portal/shared/support-contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../../db/schema/index.ts";
import { createTicketRow } from "../../db/seed/support-factories.ts";
import { FAKE_PNG, fileOf, PDF_MINIMAL } from "../../test/sample-files.ts";
import { form, insertRevision, json, png } from "../../test/support-test-kit.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let owner: Person;
let other: Person;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signInAs();
  other = await t.signInAs();
  admin = await t.signInAs({ role: "admin" });
});
afterAll(() => t.close());

async function openTicket(person: Person, fields: Record<string, string> = {}, attachments: File[] = []) {
  const res = await t.request("/api/support/tickets", {
    method: "POST",
    cookie: person.cookie,
    body: form({ subject: "Logo", message: "Please make the logo bigger", ...fields }, attachments),
  });
  return res;
}

describe("POST /api/support/tickets", () => {
  it("refuses anonymous callers and admins", async () => {
    expect(
      (
        await t.request("/api/support/tickets", {
          method: "POST",
          body: form({ subject: "a", message: "b" }),
        })
      ).status,
    ).toBe(401);
    expect((await openTicket(admin)).status).toBe(403);
  });

  it("opens a ticket as new with trimmed text, a ticket number, a related revision and images", async () => {
    const revision = await insertRevision(t, owner.user.id);
    const res = await openTicket(
      owner,
      { subject: "  Header colour  ", message: "  It should be blue \n", revisionId: revision.id },
      [png("a.png"), png("b.png")],
    );
    expect(res.status).toBe(201);
    const created = await json<{ id: string; ticketNumber: number }>(res);
    expect(created.ticketNumber).toBeGreaterThan(0);

    const detail = await json<TicketDetail>(await t.request(`/api/support/tickets/${created.id}`, { cookie: owner.cookie }));
    expect(detail).toMatchObject({
      subject: "Header colour",
      message: "It should be blue",
      status: "new",
      clientEmail: owner.user.email,
    });
    expect(detail.revision).toEqual({
      id: revision.id,
      requestNumber: 1,
      description: "Make the header blue",
    });
    expect(detail.attachments.map((a) => a.fileName)).toEqual(["a.png", "b.png"]);
    // The attachments are the client's private files.
    const image = await t.request(detail.attachments[0].url, { cookie: owner.cookie });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect((await t.request(detail.attachments[0].url, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(detail.attachments[0].url, { cookie: admin.cookie })).status).toBe(200);
    expect((await t.request(detail.attachments[0].url)).status).toBe(401);
  });

  it("numbers tickets from the sequence", async () => {
    const a = await json<{ ticketNumber: number }>(await openTicket(owner));
    const b = await json<{ ticketNumber: number }>(await openTicket(other));
    expect(b.ticketNumber).toBe(a.ticketNumber + 1);
  });

  it("requires subject and message (after trimming)", async () => {
    const res = await openTicket(owner, { subject: "   ", message: " " });
    expect(res.status).toBe(400);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe("invalid_request");
    expect((await openTicket(owner, { message: "" })).status).toBe(400);
  });

  it("refuses a related revision that is not the client's own", async () => {
    const theirs = await insertRevision(t, other.user.id);
    const res = await openTicket(owner, { revisionId: theirs.id });
    expect(res.status).toBe(404);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe("revision_not_found");
  });

  it("takes at most 5 images, checked by content, and stores nothing when refused", async () => {
    const before = (await t.database.db.select().from(files)).length;
    const six = await openTicket(
      owner,
      {},
      Array.from({ length: 6 }, (_, i) => png(`${i}.png`)),
    );
    expect(six.status).toBe(400);
    expect((await json<{ error: { code: string } }>(six)).error.code).toBe("too_many_files");

    const fake = await openTicket(owner, {}, [png(), FAKE_PNG]);
    expect(fake.status).toBe(400);
    expect((await json<{ error: { code: string } }>(fake)).error.code).toBe("invalid_file_type");

    const pdf = await openTicket(owner, {}, [fileOf(PDF_MINIMAL, "scan.png", "image/png")]);
    expect(pdf.status).toBe(400);
    expect((await t.database.db.select().from(files)).length).toBe(before);

    expect(
      (
        await openTicket(
          owner,
          {},
          Array.from({ length: 5 }, (_, i) => png(`${i}.png`)),
        )
      ).status,
    ).toBe(201);
  });

  it("answers 400 for a body that is not multipart", async () => {
    const res = await t.request("/api/support/tickets", {
      method: "POST",
      cookie: owner.cookie,
      body: JSON.stringify({ subject: "a", message: "b" }),
    });
    expect(res.status).toBe(400);
  });
});

describe("GET /api/support/tickets and /api/support/tickets/:id", () => {
  it("lists only the client's own tickets, newest first", async () => {
    const mine = await createTicketRow(t.database.db, {
      clientId: owner.user.id,
      subject: "Newest",
      createdAt: new Date(Date.now() + 60_000),
    });
    const theirs = await createTicketRow(t.database.db, { clientId: other.user.id, subject: "Not yours" });
    const res = await t.request("/api/support/tickets", { cookie: owner.cookie });
    expect(res.status).toBe(200);
    const { tickets } = await json<{ tickets: TicketSummary[] }>(res);
    expect(tickets[0].id).toBe(mine.id);
    expect(tickets.every((x) => x.clientEmail === owner.user.email)).toBe(true);
    expect(tickets.some((x) => x.id === theirs.id)).toBe(false);
    const dates = tickets.map((x) => x.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("answers every role on one ticket: anonymous 401, owner 200, another client 404, admin 403 here", async () => {
    const ticket = await createTicketRow(t.database.db, { clientId: owner.user.id });
    const path = `/api/support/tickets/${ticket.id}`;
    expect((await t.request(path)).status).toBe(401);
    expect((await t.request(path, { cookie: owner.cookie })).status).toBe(200);
    expect((await t.request(path, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(path, { cookie: admin.cookie })).status).toBe(403);
    expect((await t.request("/api/support/tickets")).status).toBe(401);
    expect((await t.request("/api/support/tickets", { cookie: admin.cookie })).status).toBe(403);
  });
});

describe("POST /api/support/tickets/:id/replies", () => {
  const reply = (person: Person | null, id: string, fields: Record<string, string>, attachments: File[] = []) =>
    t.request(`/api/support/tickets/${id}/replies`, {
      method: "POST",
      cookie: person?.cookie,
      body: form(fields, attachments),
    });

  it("adds the client's reply with images, oldest first in the thread", async () => {
    const ticket = await createTicketRow(t.database.db, { clientId: owner.user.id });
    expect((await reply(owner, ticket.id, { message: "First" })).status).toBe(201);
    const res = await reply(owner, ticket.id, { message: "  Second  " }, [png("detail.png")]);
    expect(res.status).toBe(201);
    const created = await json<TicketReply>(res);
    expect(created).toMatchObject({ message: "Second", author: "client", adminEmail: null });
    expect(created.attachments).toHaveLength(1);

    const detail = await json<TicketDetail>(await t.request(`/api/support/tickets/${ticket.id}`, { cookie: owner.cookie }));
    expect(detail.replies.map((r) => r.message)).toEqual(["First", "Second"]);
    expect(detail.replies[1].attachments[0].url).toBe(created.attachments[0].url);
  });

  it("refuses anonymous callers, another client (404) and admins on the client route (403)", async () => {
    const ticket = await createTicketRow(t.database.db, { clientId: owner.user.id });
    expect((await reply(null, ticket.id, { message: "x" })).status).toBe(401);
    expect((await reply(other, ticket.id, { message: "x" })).status).toBe(404);
    expect((await reply(admin, ticket.id, { message: "x" })).status).toBe(403);
  });

  it("needs non-blank text and at most 5 images checked by content", async () => {
    const ticket = await createTicketRow(t.database.db, { clientId: owner.user.id });
    expect((await reply(owner, ticket.id, { message: "   " })).status).toBe(400);
    expect(
      (
        await reply(
          owner,
          ticket.id,
          { message: "x" },
          Array.from({ length: 6 }, () => png()),
        )
      ).status,
    ).toBe(400);
    expect((await reply(owner, ticket.id, { message: "x" }, [FAKE_PNG])).status).toBe(400);
    const detail = await json<TicketDetail>(await t.request(`/api/support/tickets/${ticket.id}`, { cookie: owner.cookie }));
    expect(detail.replies).toHaveLength(0);
  });

  it("refuses replies to closed and archived tickets, keeping no files", async () => {
    for (const status of ["closed", "archived"] as const) {
      const ticket = await createTicketRow(t.database.db, { clientId: owner.user.id, status });
      const before = (await t.database.db.select().from(files)).length;
      const res = await reply(owner, ticket.id, { message: "Hello?" }, [png()]);
      expect(res.status).toBe(409);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe("ticket_closed");
      expect((await t.database.db.select().from(files)).length).toBe(before);
    }
  });

  it("allows replies while new, in progress or resolved", async () => {
    for (const status of ["new", "in_progress", "resolved"] as const) {
      const ticket = await createTicketRow(t.database.db, { clientId: owner.user.id, status });
      expect((await reply(owner, ticket.id, { message: "Still there?" })).status).toBe(201);
    }
  });
});

describe("support side routes", () => {
  it("GET /api/support/contact gives the configured address to anyone", async () => {
    const res = await t.request("/api/support/contact");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: t.deps.config.supportEmail });
  });

  it("GET /api/support/revisions lists only the client's own revisions", async () => {
    const someone = await t.signInAs();
    const revision = await insertRevision(t, someone.user.id);
    await insertRevision(t, (await t.signInAs()).user.id);
    const res = await t.request("/api/support/revisions", { cookie: someone.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      revisions: [{ id: revision.id, requestNumber: 1, description: "Make the header blue" }],
    });
    expect((await t.request("/api/support/revisions")).status).toBe(401);
    expect((await t.request("/api/support/revisions", { cookie: admin.cookie })).status).toBe(403);
  });

  it("POST /api/support/tickets/:id/view: anonymous 401, owner 204, another client 404, admin 403", async () => {
    const ticket = await createTicketRow(t.database.db, { clientId: owner.user.id });
    const path = `/api/support/tickets/${ticket.id}/view`;
    expect((await t.request(path, { method: "POST" })).status).toBe(401);
    expect((await t.request(path, { method: "POST", cookie: owner.cookie })).status).toBe(204);
    expect((await t.request(path, { method: "POST", cookie: owner.cookie })).status).toBe(204);
    expect((await t.request(path, { method: "POST", cookie: other.cookie })).status).toBe(404);
    expect((await t.request(path, { method: "POST", cookie: admin.cookie })).status).toBe(403);
  });

  it("GET /api/support/unread-count: anonymous 401, admin 403", async () => {
    expect((await t.request("/api/support/unread-count")).status).toBe(401);
    expect((await t.request("/api/support/unread-count", { cookie: admin.cookie })).status).toBe(403);
    expect((await t.request("/api/support/unread-count", { cookie: owner.cookie })).status).toBe(200);
  });
});
