import type { MyCompaniesResponse, TeamMember } from "@portal/shared/company-contracts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as scope from "../../auth/company-scope.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

/**
 * The per-instance company cache (decision 121): a client's companies are read once, and a change
 * of their rights, membership or session company shows on their very next request on the instance
 * that made it, and within a second on another instance of the same database.
 */
let a: TestApp;
let b: TestApp;
type SignedIn = Awaited<ReturnType<TestApp["signInAs"]>>;
let owner: SignedIn;
let colleague: SignedIn;

const ALL = { project: true, revisions: true, billing: true, support: true };
const NO_BILLING = { ...ALL, billing: false };

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ shareDatabaseWith: a });
  owner = await a.signInAs({ businessName: "Cache Yoga" });
  colleague = await a.signInAs({ businessName: "Colleague Co", email: "cache-colleague@example.test" });
  const invited = await a.request("/api/companies/team", {
    method: "POST",
    cookie: owner.cookie,
    headers: { "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify({ country: "US", email: "cache-colleague@example.test", fullName: "Cache Colleague", rights: ALL }),
  });
  expect(invited.status, await invited.clone().text()).toBe(201);
  const switched = await b.request("/api/companies/active", {
    method: "PUT",
    cookie: colleague.cookie,
    body: JSON.stringify({ accountId: owner.user.id }),
  });
  expect(switched.status).toBe(200);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const status = async (app: TestApp, path: string) => (await app.request(path, { cookie: colleague.cookie })).status;

/** The colleague's version as the owner's Team page shows it, for If-Match (decision 120). */
async function colleagueEtag(): Promise<string> {
  const team = await readJson<{ members: TeamMember[] }>(a.request("/api/companies/team", { cookie: owner.cookie }));
  return team.members.find((m) => m.personId === colleague.user.id)?.etag ?? "";
}

async function setRights(rights: typeof ALL) {
  return a.request(`/api/companies/team/${colleague.user.id}`, {
    method: "PATCH",
    cookie: owner.cookie,
    headers: { "if-match": await colleagueEtag() },
    body: JSON.stringify({ rights }),
  });
}

async function within(ms: number, check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("the company cache", () => {
  it("reads a client's companies once for repeated requests", async () => {
    expect(await status(a, "/api/invoices")).toBe(200);
    const reads = vi.spyOn(scope, "companiesOf");
    for (let i = 0; i < 3; i += 1) expect(await status(a, "/api/invoices")).toBe(200);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
  });

  it("applies a rights change on the very next request, and on the other instance within a second", async () => {
    expect(await status(a, "/api/invoices")).toBe(200);
    expect(await status(b, "/api/invoices")).toBe(200);
    expect((await setRights(NO_BILLING)).status).toBe(200);
    expect(await status(a, "/api/invoices")).toBe(403);
    await within(1000, async () => (await status(b, "/api/invoices")) === 403);
    expect((await setRights(ALL)).status).toBe(200);
    expect(await status(a, "/api/invoices")).toBe(200);
    await within(1000, async () => (await status(b, "/api/invoices")) === 200);
  });

  it("follows a company switch and a removal at once", async () => {
    const mine = await readJson<MyCompaniesResponse>(b.request("/api/companies", { cookie: colleague.cookie }));
    expect(mine.activeAccountId).toBe(owner.user.id);
    const removed = await a.request(`/api/companies/team/${colleague.user.id}`, {
      method: "DELETE",
      cookie: owner.cookie,
      headers: { "if-match": await colleagueEtag() },
    });
    expect(removed.status).toBe(200);
    const after = await readJson<MyCompaniesResponse>(a.request("/api/companies", { cookie: colleague.cookie }));
    expect(after.activeAccountId).toBe(colleague.user.id);
    expect(after.companies.map((c) => c.accountId)).toEqual([colleague.user.id]);
    await within(1000, async () => {
      const there = await readJson<MyCompaniesResponse>(b.request("/api/companies", { cookie: colleague.cookie }));
      return there.activeAccountId === colleague.user.id;
    });
  });
});
