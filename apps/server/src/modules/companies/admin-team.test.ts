import type { AgencyRole } from "@portal/shared/agency-roles";
import type { AuditEntry } from "@portal/shared/audit-contracts";
import type { AdminTeamResponse, TeamMember } from "@portal/shared/company-contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

/**
 * Decision 114: an admin manages a client company's team from the client's page — list (users.read),
 * invite, change rights and remove (users.write), never the owner; changes by If-Match, audited.
 */
let t: TestApp;
type SignedIn = Awaited<ReturnType<TestApp["signInAs"]>>;
let owner: SignedIn;
let admin: SignedIn;
let otherClient: SignedIn;

const RIGHTS = { project: true, revisions: true, billing: false, support: false };
type ErrorBody = { error: { code: string } };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signInAs({ businessName: "Shapiro Yoga", fullName: "Dana Shapiro" });
  admin = await t.signInAs({ role: "admin", agencyRole: "admin", fullName: "Adam Admin" });
  otherClient = await t.signInAs({ businessName: "Other Co" });
});
afterAll(() => t.close());

const teamPath = (id = owner.user.id) => `/api/admin/users/${id}/team`;
const getTeam = (cookie?: string, id?: string) => t.request(teamPath(id), { cookie });
const invite = (cookie: string | undefined, email: string, id?: string) =>
  t.request(teamPath(id), {
    method: "POST",
    cookie,
    headers: { "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify({ email, fullName: "Noa", country: "US", rights: RIGHTS }),
  });
const change = (
  cookie: string | undefined,
  personId: string,
  init: { method: "PATCH" | "DELETE"; ifMatch?: string; body?: unknown },
) =>
  t.request(`${teamPath()}/${personId}`, {
    method: init.method,
    cookie,
    headers: { "idempotency-key": crypto.randomUUID(), ...(init.ifMatch ? { "if-match": init.ifMatch } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });

async function entries(kind: string) {
  const res = await t.request(`/api/admin/audit?kind=${kind}&userId=${owner.user.id}`, { cookie: admin.cookie });
  return (await readJson<{ entries: AuditEntry[] }>(res)).entries;
}

describe("an admin and a client company's team", () => {
  it("invites a colleague as the owner would, audited with the admin's name", async () => {
    const res = await invite(admin.cookie, "noa@example.test");
    expect(res.status).toBe(201);
    const { members } = await readJson<{ members: TeamMember[] }>(res);
    expect(members.map((m) => [m.fullName, m.owner])).toEqual([
      ["Dana Shapiro", true],
      ["Noa", false],
    ]);
    expect(t.email.lastTo("noa@example.test")?.text).toContain("/set-password?email=noa%40example.test&token=");
    const [entry] = await entries("colleague_invited");
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      target: "company",
      personId: owner.user.id,
      after: { email: "noa@example.test", revisions: true },
    });
    expect(entry.actorLabel).toContain("Adam Admin");
    expect(entry.targetLabel).toBe("Noa (noa@example.test) · Shapiro Yoga");
  });

  it("lists the team with each member's version, and where a colleague belongs", async () => {
    const team = await readJson<AdminTeamResponse>(getTeam(admin.cookie));
    expect(team.colleagueOf).toEqual([]);
    expect(team.members[1].etag).toMatch(/^"\d+"$/);
    const noa = team.members[1];
    const hers = await readJson<AdminTeamResponse>(getTeam(admin.cookie, noa.personId));
    expect(hers).toEqual({ members: [], colleagueOf: [{ accountId: owner.user.id, name: "Shapiro Yoga" }] });
  });

  it("changes rights by If-Match: a stale version is refused naming who changed it", async () => {
    const { members } = await readJson<AdminTeamResponse>(getTeam(admin.cookie));
    const noa = members[1];
    const first = await change(admin.cookie, noa.personId, {
      method: "PATCH",
      ifMatch: noa.etag,
      body: { rights: { ...RIGHTS, billing: true } },
    });
    expect(first.status).toBe(200);
    expect((await readJson<{ members: TeamMember[] }>(first)).members[1].rights.billing).toBe(true);
    const stale = await change(admin.cookie, noa.personId, { method: "PATCH", ifMatch: noa.etag, body: { rights: RIGHTS } });
    expect(stale.status).toBe(412);
    expect(await readJson(stale)).toMatchObject({ error: { code: "edit_conflict", details: { changedBy: "Adam Admin" } } });
    const [entry] = await entries("colleague_rights_changed");
    expect(entry).toMatchObject({ actorId: admin.user.id, before: { billing: false }, after: { billing: true } });
  });

  it("never changes or removes the owner", async () => {
    const patch = await change(admin.cookie, owner.user.id, { method: "PATCH", body: { rights: RIGHTS } });
    expect(await readJson<ErrorBody>(patch)).toMatchObject({ error: { code: "company_owner_fixed" } });
    expect((await change(admin.cookie, owner.user.id, { method: "DELETE" })).status).toBe(409);
  });

  it("refuses anonymous callers and clients, the company's owner and another client", async () => {
    const { members } = await readJson<AdminTeamResponse>(getTeam(admin.cookie));
    const noa = members[1];
    expect((await getTeam()).status).toBe(401);
    expect((await invite(undefined, "x@example.test")).status).toBe(401);
    for (const client of [owner, otherClient]) {
      expect((await getTeam(client.cookie)).status).toBe(403);
      expect((await invite(client.cookie, "x@example.test")).status).toBe(403);
      expect((await change(client.cookie, noa.personId, { method: "PATCH", body: { rights: RIGHTS } })).status).toBe(403);
      expect((await change(client.cookie, noa.personId, { method: "DELETE" })).status).toBe(403);
    }
    // Not a client: 404; a person not in the company: 404.
    expect((await getTeam(admin.cookie, admin.user.id)).status).toBe(404);
    expect((await change(admin.cookie, otherClient.user.id, { method: "DELETE" })).status).toBe(404);
  });

  it.each([
    ["owner", true, true],
    ["project_manager", true, false],
    ["designer", false, false],
    ["support", false, false],
    ["accountant", false, false],
  ] as const)("role %s reads the team: %s, changes it: %s", async (role, reads, writes) => {
    const staff = await t.signInAs({ role: "admin", agencyRole: role as AgencyRole });
    expect((await getTeam(staff.cookie)).status).toBe(reads ? 200 : 403);
    const invited = await invite(staff.cookie, `${role}@example.test`);
    expect(invited.status).toBe(writes ? 201 : 403);
    if (!writes) expect(await readJson<ErrorBody>(invited)).toMatchObject({ error: { code: "forbidden_for_role" } });
  });

  it("removes a colleague, audited", async () => {
    const { members } = await readJson<AdminTeamResponse>(getTeam(admin.cookie));
    const noa = members.find((m) => m.fullName === "Noa") as TeamMember;
    const removed = await change(admin.cookie, noa.personId, { method: "DELETE", ifMatch: noa.etag });
    expect(removed.status).toBe(200);
    expect((await readJson<{ members: TeamMember[] }>(removed)).members.some((m) => m.personId === noa.personId)).toBe(false);
    const [entry] = await entries("colleague_removed");
    expect(entry).toMatchObject({ actorId: admin.user.id, before: { project: true, revisions: true, billing: true } });
  });
});
