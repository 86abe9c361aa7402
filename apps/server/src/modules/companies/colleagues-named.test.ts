import type { MyRevisionsResponse, SubmitRevisionResponse } from "@portal/shared/revision-contracts";
import type { TicketDetail } from "@portal/shared/support-contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyWithColleague } from "../../test/company-with-colleague.ts";
import { form } from "../../test/support-test-kit.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

/**
 * The client's own conversations name a colleague's messages by the colleague (decision 124):
 * each person sees "mine" only on what they wrote, the rest of their company by name, else
 * e-mail, and the agency's replies unnamed; a member of another company reaches none of it.
 */
let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let owner: Person;
let noa: Person;
let stranger: Person;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  // Without a name, so her colleagues see her e-mail.
  ({ owner, colleague: noa, stranger, admin } = await companyWithColleague(t, { fullName: "" }));
});
afterAll(() => t.close());

const post = (path: string, person: Person, body: unknown) =>
  t.request(path, { method: "POST", cookie: person.cookie, body: JSON.stringify(body) });
const seen = (messages: { message: string; mine: boolean; authorName: string | null }[]) =>
  messages.map((m) => [m.message, m.mine, m.authorName]);

describe("a ticket's conversation", () => {
  it("is the reader's own where they wrote it, and a colleague's by their name elsewhere", async () => {
    const opened = await t.request("/api/support/tickets", {
      method: "POST",
      cookie: owner.cookie,
      body: form({ subject: "Contact form", message: "The form does not send" }),
    });
    const { id } = await readJson<{ id: string }>(opened);
    const reply = (person: Person, message: string) =>
      t.request(`/api/${person === admin ? "admin/support-tickets" : "support/tickets"}/${id}/replies`, {
        method: "POST",
        cookie: person.cookie,
        body: form({ message }),
      });
    expect((await reply(noa, "Still broken")).status).toBe(201);
    expect((await reply(admin, "Looking")).status).toBe(201);
    const read = (person: Person) => readJson<TicketDetail>(t.request(`/api/support/tickets/${id}`, { cookie: person.cookie }));

    const byOwner = await read(owner);
    expect([byOwner.mine, byOwner.authorName]).toEqual([true, null]);
    expect(seen(byOwner.replies)).toEqual([
      ["Still broken", false, noa.user.email],
      ["Looking", false, null],
    ]);
    const byNoa = await read(noa);
    expect([byNoa.mine, byNoa.authorName]).toEqual([false, "Dana Shapiro"]);
    expect(seen(byNoa.replies)).toEqual([
      ["Still broken", true, null],
      ["Looking", false, null],
    ]);
    expect((await t.request(`/api/support/tickets/${id}`, { cookie: stranger.cookie })).status).toBe(404);
  });
});

describe("a comment's replies", () => {
  it("are the reader's own where they wrote them, and a colleague's by their name elsewhere", async () => {
    const body = form({
      description: "Make the header blue",
      annotations: JSON.stringify([{ id: "logo", x: 10, y: 20, comment: "Logo", mode: "desktop", page: "/" }]),
    });
    const submitted = await t.request("/api/revisions", { method: "POST", cookie: noa.cookie, body });
    const { revision } = await readJson<SubmitRevisionResponse>(submitted);
    const path = `/api/revisions/${revision.id}/comments/logo/replies`;
    const mine = await post(path, owner, { message: "Bigger" });
    expect(await readJson<{ mine: boolean; authorName: string | null }>(mine)).toMatchObject({ mine: true, authorName: null });
    expect((await post(path, noa, { message: "Left" })).status).toBe(201);
    expect((await post(`/api/admin/revisions/${revision.id}/comments/logo/replies`, admin, { message: "Done" })).status).toBe(
      201,
    );
    const read = async (person: Person) => {
      const own = await readJson<MyRevisionsResponse>(t.request("/api/revisions", { cookie: person.cookie }));
      return seen(own.revisions.find((r) => r.id === revision.id)?.comments[0]?.replies ?? []);
    };

    expect(await read(owner)).toEqual([
      ["Bigger", true, null],
      ["Left", false, noa.user.email],
      ["Done", false, null],
    ]);
    expect(await read(noa)).toEqual([
      ["Bigger", false, "Dana Shapiro"],
      ["Left", true, null],
      ["Done", false, null],
    ]);
    const theirs = await readJson<MyRevisionsResponse>(t.request("/api/revisions", { cookie: stranger.cookie }));
    expect(theirs.revisions.map((r) => r.id)).not.toContain(revision.id);
    expect((await post(path, stranger, { message: "Not ours" })).status).toBe(404);
  });
});

describe("a revision request", () => {
  it("is the reader's own where they requested it, and a colleague's by their name elsewhere (decision 128)", async () => {
    const request = async (person: Person, description: string) => {
      const res = await t.request("/api/revisions", { method: "POST", cookie: person.cookie, body: form({ description }) });
      expect(res.status).toBe(201);
      return (await readJson<SubmitRevisionResponse>(res)).revision;
    };
    const byNoa = await request(noa, "A bigger logo");
    expect([byNoa.mine, byNoa.authorName]).toEqual([true, null]);
    const byOwner = await request(owner, "A darker footer");
    const read = async (person: Person) => {
      const own = await readJson<MyRevisionsResponse>(t.request("/api/revisions", { cookie: person.cookie }));
      return [byNoa.id, byOwner.id].map((id) => {
        const revision = own.revisions.find((r) => r.id === id);
        return [revision?.mine, revision?.authorName, revision?.authorLabel];
      });
    };

    expect(await read(owner)).toEqual([
      [false, noa.user.email, null],
      [true, null, null],
    ]);
    expect(await read(noa)).toEqual([
      [true, null, null],
      [false, "Dana Shapiro", null],
    ]);
    const byAdmin = await readJson<{ mine: boolean; authorName: string | null; authorLabel: string | null }>(
      t.request(`/api/admin/revisions/${byNoa.id}`, { cookie: admin.cookie }),
    );
    expect([byAdmin.mine, byAdmin.authorName, byAdmin.authorLabel]).toEqual([false, null, `${noa.user.email} (Shapiro Yoga)`]);
    const theirs = await readJson<MyRevisionsResponse>(t.request("/api/revisions", { cookie: stranger.cookie }));
    expect(theirs.revisions.map((r) => r.id)).not.toContain(byNoa.id);
  });
});
