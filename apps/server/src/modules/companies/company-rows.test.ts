import type { MyCompaniesResponse } from "@portal/shared/company-contracts";
import type { MyRevisionsResponse, PinScreenshot } from "@portal/shared/revision-contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyMembers, supportTickets } from "../../db/schema/index.ts";
import { createActiveSubscription, createProject } from "../../db/seed/projects-factories.ts";
import { fileOf, PNG_1x1 } from "../../test/sample-files.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

/**
 * A colleague acts on their company's rows (decision 106): what they create is the company's, what
 * the company has they reach as far as their rights go, and another company's rows stay out of
 * reach; a person in two companies switches between them.
 */
let t: TestApp;
type SignedIn = Awaited<ReturnType<TestApp["signInAs"]>>;
let owner: SignedIn;
let reviser: SignedIn;
let viewer: SignedIn;
let otherOwner: SignedIn;
let freelancer: SignedIn;
let otherTicketId: string;

const NONE = { canProject: false, canRevisions: false, canBilling: false, canSupport: false };
type ErrorBody = { error: { code: string } };

// PGlite's clock counts milliseconds, so two joins in a row can share a join time; each join here is
// a second after the one before it, as "the first they joined" needs.
let joinedAt = Date.now() - 60_000;
async function join(accountId: string, person: SignedIn, rights: Partial<typeof NONE>) {
  joinedAt += 1000;
  const createdAt = new Date(joinedAt);
  await t.database.db.insert(companyMembers).values({ accountId, personId: person.user.id, ...NONE, ...rights, createdAt });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signInAs({ businessName: "Shapiro Yoga", fullName: "Dana Shapiro" });
  await createActiveSubscription(t.database.db, owner.user, 30);
  await createProject(t.database.db, owner.user.id, { demoUrl: "https://demo.example.com" });
  otherOwner = await t.signInAs({ businessName: "Other Co" });
  const [ticket] = await t.database.db
    .insert(supportTickets)
    .values({ clientId: otherOwner.user.id, subject: "Other's", message: "Private" })
    .returning();
  otherTicketId = ticket.id;
  reviser = await t.signInAs({ fullName: "Noa" });
  await join(owner.user.id, reviser, { canProject: true, canRevisions: true });
  viewer = await t.signInAs({ fullName: "Eli" });
  await join(owner.user.id, viewer, { canProject: true });
  freelancer = await t.signInAs({ fullName: "Free Lancer" });
  await join(owner.user.id, freelancer, { canRevisions: true });
  await join(otherOwner.user.id, freelancer, { canSupport: true });
});
afterAll(() => t.close());

function submit(cookie: string, screenshotId?: string) {
  const body = new FormData();
  body.set("description", "Make the header blue");
  if (screenshotId) {
    body.set("annotations", JSON.stringify([{ x: 10, y: 20, comment: "Logo", mode: "desktop", page: "/", screenshotId }]));
  }
  return t.request("/api/revisions", { method: "POST", cookie, body });
}

describe("a colleague acting for their company", () => {
  it("requests a revision on the company's project, which the owner sees as theirs", async () => {
    const shot = new FormData();
    shot.set("screenshot", fileOf(PNG_1x1, "shot.png", "image/png"));
    const uploaded = await t.request("/api/revisions/pin-screenshots", { method: "POST", cookie: reviser.cookie, body: shot });
    expect(uploaded.status).toBe(201);
    const { id: screenshotId } = await readJson<PinScreenshot>(uploaded);
    expect((await submit(reviser.cookie, screenshotId)).status).toBe(201);

    const mine = await readJson<MyRevisionsResponse>(t.request("/api/revisions", { cookie: owner.cookie }));
    expect(mine.revisions.map((r) => r.description)).toEqual(["Make the header blue"]);
    const theirs = await readJson<MyRevisionsResponse>(t.request("/api/revisions", { cookie: reviser.cookie }));
    expect(theirs.revisions.map((r) => r.id)).toEqual(mine.revisions.map((r) => r.id));

    // The company's file opens for the owner and the colleague who may see revisions, no one else.
    const file = `/api/files/${screenshotId}`;
    expect((await t.request(file, { cookie: owner.cookie })).status).toBe(200);
    expect((await t.request(file, { cookie: reviser.cookie })).status).toBe(200);
    expect((await t.request(file, { cookie: viewer.cookie })).status).toBe(404);
    expect((await t.request(file, { cookie: otherOwner.cookie })).status).toBe(404);
  });

  it("tells a colleague the company's premium, not their own", async () => {
    const premium = await readJson<{ subscribed: boolean }>(t.request("/api/billing/subscription", { cookie: viewer.cookie }));
    expect(premium.subscribed).toBe(true);
    const other = await readJson<{ subscribed: boolean }>(t.request("/api/billing/subscription", { cookie: otherOwner.cookie }));
    expect(other.subscribed).toBe(false);
  });

  it("refuses a colleague the revisions their rights do not include", async () => {
    const refused = await t.request("/api/revisions", { cookie: viewer.cookie });
    expect(refused.status).toBe(403);
    expect(await readJson<ErrorBody>(refused)).toMatchObject({ error: { code: "forbidden_for_right" } });
    expect((await submit(viewer.cookie)).status).toBe(403);
  });

  it("shows the company's project to a colleague who may see it", async () => {
    const { project } = await readJson<{ project: { clientId: string } | null }>(
      t.request("/api/projects/mine", { cookie: viewer.cookie }),
    );
    expect(project?.clientId).toBe(owner.user.id);
  });
});

describe("each right on its own (decision 115)", () => {
  it("shows the project and its milestones to a colleague who may only request revisions", async () => {
    const { project } = await readJson<{ project: { clientId: string; demoUrl: string } | null }>(
      t.request("/api/projects/mine", { cookie: freelancer.cookie }),
    );
    expect(project).toMatchObject({ clientId: owner.user.id, demoUrl: "https://demo.example.com" });
    expect((await t.request("/api/projects/mine/milestones", { cookie: freelancer.cookie })).status).toBe(200);
    expect((await t.request("/api/invoices", { cookie: freelancer.cookie })).status).toBe(403);
  });
});

describe("a person in two companies", () => {
  it("lists both, acting for the first they joined until they switch", async () => {
    const mine = await readJson<MyCompaniesResponse>(t.request("/api/companies", { cookie: freelancer.cookie }));
    expect(mine.activeAccountId).toBe(owner.user.id);
    expect(mine.companies.map((c) => [c.name, c.owner, c.rights.revisions, c.rights.support])).toEqual([
      ["Shapiro Yoga", false, true, false],
      ["Other Co", false, false, true],
    ]);
    expect((await t.request(`/api/support/tickets/${otherTicketId}`, { cookie: freelancer.cookie })).status).toBe(403);
  });

  it("switches to the other company, whose rows and rights then apply", async () => {
    const switched = await t.request("/api/companies/active", {
      method: "PUT",
      cookie: freelancer.cookie,
      body: JSON.stringify({ accountId: otherOwner.user.id }),
    });
    expect(switched.status).toBe(200);
    expect((await readJson<MyCompaniesResponse>(switched)).activeAccountId).toBe(otherOwner.user.id);
    expect((await t.request(`/api/support/tickets/${otherTicketId}`, { cookie: freelancer.cookie })).status).toBe(200);
    const revisions = await t.request("/api/revisions", { cookie: freelancer.cookie });
    expect(await readJson<ErrorBody>(revisions)).toMatchObject({ error: { code: "forbidden_for_right" } });
  });

  it("cannot switch to a company they do not belong to", async () => {
    const refused = await t.request("/api/companies/active", {
      method: "PUT",
      cookie: viewer.cookie,
      body: JSON.stringify({ accountId: otherOwner.user.id }),
    });
    expect(refused.status).toBe(404);
    const { activeAccountId } = await readJson<MyCompaniesResponse>(t.request("/api/companies", { cookie: viewer.cookie }));
    expect(activeAccountId).toBe(owner.user.id);
  });

  it("keeps an owner's ticket out of reach of another company's owner", async () => {
    expect((await t.request(`/api/support/tickets/${otherTicketId}`, { cookie: owner.cookie })).status).toBe(404);
  });

  it("answers the companies list only to clients", async () => {
    expect((await t.request("/api/companies")).status).toBe(401);
    const admin = await t.signInAs({ role: "admin" });
    expect((await t.request("/api/companies", { cookie: admin.cookie })).status).toBe(403);
    const solo = await readJson<MyCompaniesResponse>(t.request("/api/companies", { cookie: otherOwner.cookie }));
    expect(solo.companies).toEqual([
      {
        accountId: otherOwner.user.id,
        name: "Other Co",
        ownerName: otherOwner.user.fullName || otherOwner.user.email,
        owner: true,
        rights: { project: true, revisions: true, billing: true, support: true },
      },
    ]);
  });
});
