import type { AuditEntry } from "@portal/shared/audit-contracts";
import type { MyCompaniesResponse, TeamMember } from "@portal/shared/company-contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyMembers } from "../../db/schema/index.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

/** The owner's Team page (decision 106): invite, list, change rights, remove; owners only. */
let t: TestApp;
type SignedIn = Awaited<ReturnType<TestApp["signInAs"]>>;
let owner: SignedIn;
let admin: SignedIn;
let otherOwner: SignedIn;

const ONLY_REVISIONS = { project: true, revisions: true, billing: false, support: false };
type Team = { members: TeamMember[] };
type ErrorBody = { error: { code: string } };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signInAs({ businessName: "Shapiro Yoga", fullName: "Dana Shapiro" });
  admin = await t.signInAs({ role: "admin" });
  otherOwner = await t.signInAs({ businessName: "Other Co" });
});
afterAll(() => t.close());

function invite(cookie: string | undefined, body: Record<string, unknown>) {
  return t.request("/api/companies/team", {
    method: "POST",
    cookie,
    headers: { "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify({ country: "US", ...body }),
  });
}

async function signInByPhone(phone: string): Promise<string> {
  await t.request("/api/auth/phone-number/send-otp", { method: "POST", body: JSON.stringify({ phoneNumber: phone }) });
  const verified = await t.request("/api/auth/phone-number/verify", {
    method: "POST",
    body: JSON.stringify({ phoneNumber: phone, code: t.sms.lastCodeFor(phone) }),
  });
  expect(verified.status).toBe(200);
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe("the company's team", () => {
  it("lists the owner of a company nobody was invited to", async () => {
    const { members } = await readJson<Team>(t.request("/api/companies/team", { cookie: owner.cookie }));
    expect(members.map((m) => [m.personId, m.owner])).toEqual([[owner.user.id, true]]);
  });

  it("invites a new colleague, who gets a set-password e-mail, signs in and acts for the company", async () => {
    const res = await invite(owner.cookie, {
      email: "Noa@Example.test",
      fullName: "Noa",
      phone: "2025550147",
      rights: ONLY_REVISIONS,
    });
    expect(res.status).toBe(201);
    const { members } = await readJson<Team>(res);
    expect(members.map((m) => [m.fullName, m.owner, m.rights.revisions, m.rights.billing])).toEqual([
      ["Dana Shapiro", true, true, true],
      ["Noa", false, true, false],
    ]);
    expect(t.email.lastTo("noa@example.test")?.text).toContain("/set-password?email=noa%40example.test&token=");

    const cookie = await signInByPhone("+12025550147");
    const mine = await readJson<MyCompaniesResponse>(t.request("/api/companies", { cookie }));
    expect(mine).toMatchObject({ activeAccountId: owner.user.id, companies: [{ name: "Shapiro Yoga", owner: false }] });
    expect((await t.request("/api/revisions", { cookie })).status).toBe(200);
    expect((await t.request("/api/invoices", { cookie })).status).toBe(403);
    // A colleague cannot manage the team.
    const refused = await t.request("/api/companies/team", { cookie });
    expect(await readJson<ErrorBody>(refused)).toMatchObject({ error: { code: "forbidden_for_right" } });
  });

  it("adds a client the portal knows at once, who keeps their own company", async () => {
    const res = await invite(otherOwner.cookie, { email: owner.user.email, fullName: "Dana", rights: ONLY_REVISIONS });
    expect(res.status).toBe(201);
    const mine = await readJson<MyCompaniesResponse>(t.request("/api/companies", { cookie: owner.cookie }));
    expect(mine.activeAccountId).toBe(owner.user.id);
    expect(mine.companies.map((c) => [c.name, c.owner])).toEqual([
      ["Shapiro Yoga", true],
      ["Other Co", false],
    ]);
    const again = await invite(otherOwner.cookie, { email: owner.user.email, fullName: "Dana", rights: ONLY_REVISIONS });
    expect(await readJson<ErrorBody>(again)).toMatchObject({ error: { code: "already_in_company" } });
  });

  it("invites a colleague by phone alone, who gets an SMS whose link signs them in once (decision 115)", async () => {
    const res = await invite(owner.cookie, { fullName: "Tal Phone", phone: "2025550188", rights: ONLY_REVISIONS });
    expect(res.status).toBe(201);
    const tal = (await readJson<Team>(res)).members.find((m) => m.fullName === "Tal Phone");
    expect(tal).toMatchObject({ email: "", phone: "+12025550188", rights: ONLY_REVISIONS });
    const sms = t.sms.sent.filter((m) => m.to === "+12025550188").at(-1)?.body ?? "";
    expect(sms).toContain("You were invited to join Shapiro Yoga");
    const token = decodeURIComponent(sms.match(/\/login\/link\?token=(\S+)/)?.[1] ?? "");
    expect(token).not.toBe("");

    const verify = () => t.request(`/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`);
    const signedIn = await verify();
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const mine = await readJson<MyCompaniesResponse>(t.request("/api/companies", { cookie }));
    expect(mine).toMatchObject({ activeAccountId: owner.user.id, companies: [{ name: "Shapiro Yoga", owner: false }] });
    expect((await t.request("/api/revisions", { cookie })).status).toBe(200);
    // The link works once.
    expect((await verify()).status).toBe(400);
    const removed = await t.request(`/api/companies/team/${tal?.personId}`, {
      method: "DELETE",
      cookie: owner.cookie,
      headers: { "if-match": tal?.etag ?? "" },
    });
    expect(removed.status).toBe(200);
  });

  it("asks for an e-mail or a phone, each valid", async () => {
    const neither = await invite(owner.cookie, { fullName: "Nobody", rights: ONLY_REVISIONS });
    expect(neither.status).toBe(400);
    expect(JSON.stringify(await neither.json())).toContain("emailOrPhoneRequired");
    const badPhone = await invite(owner.cookie, { fullName: "Bad", phone: "12", rights: ONLY_REVISIONS });
    expect(badPhone.status).toBe(400);
    const badEmail = await invite(owner.cookie, { fullName: "Bad", email: "not-an-address", rights: ONLY_REVISIONS });
    expect(JSON.stringify(await badEmail.json())).toContain("emailInvalid");
  });

  it("refuses an agency person and bad input", async () => {
    const agency = await invite(owner.cookie, { email: admin.user.email, fullName: "Staff", rights: ONLY_REVISIONS });
    expect(await readJson<ErrorBody>(agency)).toMatchObject({ error: { code: "not_a_client" } });
    expect((await invite(owner.cookie, { email: "nope", fullName: "", rights: ONLY_REVISIONS })).status).toBe(400);
  });

  it("changes a colleague's rights and removes them; the owner's row is fixed", async () => {
    const { members } = await readJson<Team>(t.request("/api/companies/team", { cookie: owner.cookie }));
    const noa = members.find((m) => m.fullName === "Noa") as TeamMember;
    const changed = await t.request(`/api/companies/team/${noa.personId}`, {
      method: "PATCH",
      cookie: owner.cookie,
      headers: { "if-match": noa.etag },
      body: JSON.stringify({ rights: { project: true, revisions: false, billing: true, support: false } }),
    });
    const changedNoa = (await readJson<Team>(changed)).members[1] as TeamMember;
    expect(changedNoa.etag).not.toBe(noa.etag);
    expect(changedNoa.rights).toEqual({
      project: true,
      revisions: false,
      billing: true,
      support: false,
    });
    const ownerChange = await t.request(`/api/companies/team/${owner.user.id}`, {
      method: "PATCH",
      cookie: owner.cookie,
      headers: { "if-match": '"0"' },
      body: JSON.stringify({ rights: ONLY_REVISIONS }),
    });
    expect(await readJson<ErrorBody>(ownerChange)).toMatchObject({ error: { code: "company_owner_fixed" } });
    const ownerRemoval = await t.request(`/api/companies/team/${owner.user.id}`, {
      method: "DELETE",
      cookie: owner.cookie,
      headers: { "if-match": '"0"' },
    });
    expect(ownerRemoval.status).toBe(409);

    // Another company's owner cannot touch this company's colleague.
    const foreign = await t.request(`/api/companies/team/${noa.personId}`, {
      method: "DELETE",
      cookie: otherOwner.cookie,
      headers: { "if-match": changedNoa.etag },
    });
    expect(foreign.status).toBe(404);

    const removed = await t.request(`/api/companies/team/${noa.personId}`, {
      method: "DELETE",
      cookie: owner.cookie,
      headers: { "if-match": changedNoa.etag },
    });
    expect((await readJson<Team>(removed)).members.map((m) => m.fullName)).toEqual(["Dana Shapiro"]);
    const rows = await t.database.db.select().from(companyMembers);
    expect(rows.some((r) => r.personId === noa.personId)).toBe(false);

    // Every change is in the trail, by the owner as the agency sees them: person (company) (decision 114).
    const trail = await readJson<{ entries: AuditEntry[] }>(
      t.request(`/api/admin/audit?userId=${owner.user.id}`, { cookie: admin.cookie }),
    );
    // Only Noa's entries: other tests in this file invite people into the same company.
    const team = trail.entries.filter((e) => e.target === "company" && e.targetId?.endsWith(noa.personId));
    expect(team.map((e) => e.kind)).toEqual(["colleague_removed", "colleague_rights_changed", "colleague_invited"]);
    expect(new Set(team.map((e) => e.actorLabel))).toEqual(new Set(["Dana Shapiro (Shapiro Yoga)"]));
  });

  it("changes a colleague only from the version the page showed: 428 without If-Match, 412 when stale (decision 120)", async () => {
    const invited = await invite(owner.cookie, { email: "rina@example.test", fullName: "Rina Levi", rights: ONLY_REVISIONS });
    const rina = (await readJson<Team>(invited)).members.find((m) => m.fullName === "Rina Levi") as TeamMember;
    const change = (rights: typeof ONLY_REVISIONS, ifMatch?: string) =>
      t.request(`/api/companies/team/${rina.personId}`, {
        method: "PATCH",
        cookie: owner.cookie,
        headers: ifMatch ? { "if-match": ifMatch } : {},
        body: JSON.stringify({ rights }),
      });
    const remove = (ifMatch?: string) =>
      t.request(`/api/companies/team/${rina.personId}`, {
        method: "DELETE",
        cookie: owner.cookie,
        headers: ifMatch ? { "if-match": ifMatch } : {},
      });
    const withBilling = { ...ONLY_REVISIONS, billing: true };

    // Without If-Match nothing changes.
    const unnamed = await change(withBilling);
    expect(unnamed.status).toBe(428);
    expect(await readJson<ErrorBody>(unnamed)).toMatchObject({ error: { code: "precondition_required" } });
    expect((await remove()).status).toBe(428);

    // An admin changes Rina's rights from the client's page meanwhile.
    const byAdmin = await t.request(`/api/admin/users/${owner.user.id}/team/${rina.personId}`, {
      method: "PATCH",
      cookie: admin.cookie,
      headers: { "if-match": rina.etag, "idempotency-key": crypto.randomUUID() },
      body: JSON.stringify({ rights: { ...ONLY_REVISIONS, support: true } }),
    });
    expect(byAdmin.status).toBe(200);
    const current = (await readJson<Team>(byAdmin)).members.find((m) => m.personId === rina.personId) as TeamMember;

    // The owner's page still shows the old version: refused, naming the admin and what they set.
    const stale = await change(withBilling, rina.etag);
    expect(stale.status).toBe(412);
    const conflict = await readJson<{
      error: { code: string; details: { etag: string; changedBy: string; changes: unknown[] } };
    }>(stale);
    expect(conflict.error.code).toBe("edit_conflict");
    expect(conflict.error.details.etag).toBe(current.etag);
    expect(conflict.error.details.changedBy).toBe(admin.user.fullName || admin.user.email);
    expect(conflict.error.details.changes).toContainEqual({ field: "support", value: true });
    expect((await remove(rina.etag)).status).toBe(412);
    const [row] = (await readJson<Team>(t.request("/api/companies/team", { cookie: owner.cookie }))).members.filter(
      (m) => m.personId === rina.personId,
    );
    expect(row?.rights).toEqual({ ...ONLY_REVISIONS, support: true });

    // From the current version the change is made, and so is the removal from the next one.
    const fresh = await change(withBilling, current.etag);
    expect(fresh.status).toBe(200);
    const next = (await readJson<Team>(fresh)).members.find((m) => m.personId === rina.personId) as TeamMember;
    expect(next.rights).toEqual(withBilling);
    expect((await remove(next.etag)).status).toBe(200);
  });

  it("refuses anonymous callers and admins", async () => {
    expect((await t.request("/api/companies/team")).status).toBe(401);
    expect((await t.request("/api/companies/team", { cookie: admin.cookie })).status).toBe(403);
    expect((await invite(admin.cookie, { email: "x@example.test", fullName: "X", rights: ONLY_REVISIONS })).status).toBe(403);
  });
});
