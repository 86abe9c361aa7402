import type { AdminRevision, MyRevisionsResponse, SubmitRevisionResponse } from "@portal/shared/revision-contracts";
import type { AdminTicketDetail, AdminTicketSummary, TicketDetail } from "@portal/shared/support-contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revisions, supportTickets } from "../../db/schema/index.ts";
import { companyWithColleague } from "../../test/company-with-colleague.ts";
import { form } from "../../test/support-test-kit.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

/**
 * Every row a client company writes names the person who wrote it (decision 118): the agency
 * sees a colleague as "Noa (Shapiro Yoga)" and the owner as the company, as before; the client's
 * own screens get no label; a member of another company reaches none of it.
 */
let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let owner: Person;
let noa: Person;
let stranger: Person;
let admin: Person;

const NOA = "Noa Levi (Shapiro Yoga)";

beforeAll(async () => {
  t = await createTestApp();
  ({
    owner,
    colleague: noa,
    stranger,
    admin,
  } = await companyWithColleague(t, { fullName: "Noa Levi" }, { canRevisions: true, canSupport: true }));
});
afterAll(() => t.close());

async function requestRevision(person: Person, description: string) {
  const body = form({
    description,
    annotations: JSON.stringify([{ id: "logo", x: 10, y: 20, comment: "Logo", mode: "desktop", page: "/" }]),
  });
  const res = await t.request("/api/revisions", { method: "POST", cookie: person.cookie, body });
  expect(res.status).toBe(201);
  return (await readJson<SubmitRevisionResponse>(res)).revision;
}

const post = (path: string, person: Person, body: unknown) =>
  t.request(path, { method: "POST", cookie: person.cookie, body: JSON.stringify(body) });
const adminRevision = (id: string) => readJson<AdminRevision>(t.request(`/api/admin/revisions/${id}`, { cookie: admin.cookie }));
const adminTicket = (id: string) =>
  readJson<AdminTicketDetail>(t.request(`/api/admin/support-tickets/${id}`, { cookie: admin.cookie }));

async function openTicket(person: Person, subject: string) {
  const body = form({ subject, message: "The form does not send" });
  const res = await t.request("/api/support/tickets", { method: "POST", cookie: person.cookie, body });
  expect(res.status).toBe(201);
  return readJson<{ id: string }>(res);
}

const replyToTicket = (id: string, person: Person, message: string) =>
  t.request(`/api/support/tickets/${id}/replies`, { method: "POST", cookie: person.cookie, body: form({ message }) });

describe("revision requests and comment replies", () => {
  it("name the colleague who wrote them to the agency, and the owner as the company", async () => {
    const byNoa = await requestRevision(noa, "Make the header blue");
    expect(byNoa.authorLabel).toBeNull();
    const [row] = await t.database.db.select().from(revisions).where(eq(revisions.id, byNoa.id));
    expect(row).toMatchObject({ clientId: owner.user.id, authorId: noa.user.id, authorLabel: NOA });
    expect((await adminRevision(byNoa.id)).authorLabel).toBe(NOA);

    const byOwner = await requestRevision(owner, "Make the footer green");
    expect((await adminRevision(byOwner.id)).authorLabel).toBe("Shapiro Yoga");
    const listed = await readJson<{ revisions: AdminRevision[] }>(
      t.request(`/api/admin/revision-clients/${owner.user.id}/revisions`, { cookie: admin.cookie }),
    );
    expect(Object.fromEntries(listed.revisions.map((r) => [r.description, r.authorLabel]))).toEqual({
      "Make the header blue": NOA,
      "Make the footer green": "Shapiro Yoga",
    });

    const path = `/api/revisions/${byNoa.id}/comments/logo/replies`;
    expect((await post(path, noa, { message: "Left please" })).status).toBe(201);
    expect((await post(path, owner, { message: "And bigger" })).status).toBe(201);
    expect((await post(`/api/admin/revisions/${byNoa.id}/comments/logo/replies`, admin, { message: "Done" })).status).toBe(201);
    const thread = (await adminRevision(byNoa.id)).comments[0]?.replies ?? [];
    expect(thread.map((r) => [r.message, r.authorLabel])).toEqual([
      ["Left please", NOA],
      ["And bigger", "Shapiro Yoga"],
      ["Done", null],
    ]);
    // The company's own screen shows the thread without the agency's labels.
    const mine = await readJson<MyRevisionsResponse>(t.request("/api/revisions", { cookie: noa.cookie }));
    const own = mine.revisions.find((r) => r.id === byNoa.id);
    expect(own?.authorLabel).toBeNull();
    expect(own?.comments[0]?.replies.map((r) => r.authorLabel)).toEqual([null, null, null]);
  });

  it("stay out of reach of a member of another company", async () => {
    const byNoa = await requestRevision(noa, "Only ours");
    const res = await post(`/api/revisions/${byNoa.id}/comments/logo/replies`, stranger, { message: "Not mine" });
    expect(res.status).toBe(404);
    const theirs = await readJson<MyRevisionsResponse>(t.request("/api/revisions", { cookie: stranger.cookie }));
    expect(theirs.revisions.map((r) => r.id)).not.toContain(byNoa.id);
  });
});

describe("tickets and ticket replies", () => {
  it("name the colleague who opened and answered, in the detail and the list", async () => {
    const ticket = await openTicket(noa, "Contact form");
    const [row] = await t.database.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row).toMatchObject({ clientId: owner.user.id, authorId: noa.user.id, authorLabel: NOA });
    expect((await replyToTicket(ticket.id, noa, "Still broken")).status).toBe(201);
    expect((await replyToTicket(ticket.id, owner, "Please hurry")).status).toBe(201);

    const detail = await adminTicket(ticket.id);
    expect(detail.authorLabel).toBe(NOA);
    expect(detail.replies.map((r) => [r.message, r.authorLabel])).toEqual([
      ["Still broken", NOA],
      ["Please hurry", "Shapiro Yoga"],
    ]);
    const ownersTicket = await openTicket(owner, "Invoice address");
    expect((await adminTicket(ownersTicket.id)).authorLabel).toBe("Shapiro Yoga");
    const list = await readJson<{ tickets: AdminTicketSummary[] }>(
      t.request("/api/admin/support-tickets", { cookie: admin.cookie }),
    );
    expect(list.tickets.find((x) => x.id === ticket.id)?.authorLabel).toBe(NOA);
    expect(list.tickets.find((x) => x.id === ownersTicket.id)?.authorLabel).toBe("Shapiro Yoga");

    // The client's own view carries no label.
    const own = await readJson<TicketDetail & { authorLabel?: unknown }>(
      t.request(`/api/support/tickets/${ticket.id}`, { cookie: owner.cookie }),
    );
    expect(own.authorLabel).toBeUndefined();
    expect(own.replies.map((r) => r.authorLabel)).toEqual([null, null]);
  });

  it("stay out of reach of a member of another company", async () => {
    const ticket = await openTicket(noa, "Ours only");
    expect((await replyToTicket(ticket.id, stranger, "Not mine")).status).toBe(404);
    expect((await t.request(`/api/support/tickets/${ticket.id}`, { cookie: stranger.cookie })).status).toBe(404);
  });
});
