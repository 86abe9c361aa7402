import { CLIENT_RIGHTS, type ClientRight } from "@portal/shared/company-contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ClientAccess, clientAccessAllows } from "../../auth/route-access.ts";
import { companyMembers } from "../../db/schema/index.ts";
import { type DeclaredOperation, declaredOperations, guardOutcome } from "../../test/route-walker.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * Client companies (decision 106) against every client route, generated from the OpenAPI document:
 * the owner, a colleague holding each single right, a colleague holding none, a colleague of
 * another company and an admin. Each is let past the guard exactly where the route's
 * `x-client-right` says (any one of a list of rights, decision 115), else refused with 403 (`forbidden_for_right` for a colleague).
 */
type ClientOperation = DeclaredOperation & { access: ClientAccess };

type Caller = { cookie: string; id: string };
let t: TestApp;
let operations: ClientOperation[];
let owner: Caller;
let admin: Caller;
let none: Caller;
let otherCompany: Caller;
const single = new Map<ClientRight, Caller>();
const only = (right: ClientRight) =>
  Object.fromEntries(CLIENT_RIGHTS.map((r) => [r, r === right])) as Record<ClientRight, boolean>;

const NO_RIGHTS = { canProject: false, canRevisions: false, canBilling: false, canSupport: false };
const column = { project: "canProject", revisions: "canRevisions", billing: "canBilling", support: "canSupport" } as const;

async function colleague(accountId: string, rights: Partial<Record<keyof typeof NO_RIGHTS, boolean>>): Promise<Caller> {
  const { cookie, user } = await t.signInAs({ role: "client", fullName: "Noa" });
  await t.database.db.insert(companyMembers).values({ accountId, personId: user.id, ...NO_RIGHTS, ...rights });
  return { cookie, id: user.id };
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.signInAs({ role: "client", businessName: "Shapiro Yoga" });
  owner = { cookie: a.cookie, id: a.user.id };
  const b = await t.signInAs({ role: "client", businessName: "Other Co" });
  const adminSignIn = await t.signInAs({ role: "admin" });
  admin = { cookie: adminSignIn.cookie, id: adminSignIn.user.id };
  for (const right of CLIENT_RIGHTS) single.set(right, await colleague(owner.id, { [column[right]]: true }));
  none = await colleague(owner.id, {});
  otherCompany = await colleague(b.user.id, { canProject: true, canRevisions: true, canBilling: true, canSupport: true });
  operations = (await declaredOperations(t)).filter((o): o is ClientOperation => o.audience === "client");
});
afterAll(() => t.close());

async function mismatchesFor(cookie: string, expected: (o: ClientOperation) => string): Promise<string[]> {
  const wrong: string[] = [];
  for (const operation of operations) {
    const actual = await guardOutcome(t, operation, cookie, "forbidden_for_right");
    if (actual !== expected(operation)) wrong.push(`${operation.method} ${operation.path} (${operation.access}): ${actual}`);
  }
  return wrong;
}

describe("client companies against every client route", () => {
  it("declares on every client route what it asks of the person in their company", () => {
    expect(operations.length).toBeGreaterThan(20);
    const known = new Set<string>([...CLIENT_RIGHTS, "member", "owner"]);
    const declared = (o: ClientOperation) =>
      Array.isArray(o.access) ? o.access.length > 0 && o.access.every((a) => known.has(a)) : known.has(o.access as string);
    expect(operations.filter((o) => !declared(o)).map((o) => `${o.method} ${o.path}`)).toEqual([]);
    // Every right lets a colleague into some route.
    const reaches = (right: ClientRight) =>
      operations.some((o) => o.access === right || (Array.isArray(o.access) && o.access.includes(right)));
    for (const right of CLIENT_RIGHTS) expect(reaches(right)).toBe(true);
  });

  it("lets the owner through every client route", async () => {
    expect(await mismatchesFor(owner.cookie, () => "allow")).toEqual([]);
  });

  for (const right of CLIENT_RIGHTS) {
    it(`lets a colleague with only "${right}" through its routes and the members' ones, and nowhere else`, async () => {
      const caller = single.get(right) as Caller;
      const allows = (o: ClientOperation) => clientAccessAllows(o.access, { owner: false, rights: only(right) });
      expect(await mismatchesFor(caller.cookie, (o) => (allows(o) ? "allow" : "deny"))).toEqual([]);
    });
  }

  it("lets a colleague without rights reach only the members' routes", async () => {
    expect(await mismatchesFor(none.cookie, (o) => (o.access === "member" ? "allow" : "deny"))).toEqual([]);
  });

  it("lets a colleague of another company with every right through, acting for that company", async () => {
    expect(await mismatchesFor(otherCompany.cookie, (o) => (o.access === "owner" ? "deny" : "allow"))).toEqual([]);
  });

  it("refuses an admin on every client route", async () => {
    expect(await mismatchesFor(admin.cookie, () => "403 forbidden")).toEqual([]);
  });
});
