import { AGENCY_ROLES, type AgencyRole, type Capability, grantOf } from "@portal/shared/agency-roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DeclaredOperation, declaredOperations, guardOutcome } from "../../test/route-walker.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * The capability table (`@portal/shared/agency-roles`, decision 096) against every admin route for
 * every agency role, generated from the OpenAPI document: a role without the route's capability
 * hears 403 `forbidden_for_role`; a role with it gets past the guard (whatever the route then says
 * of an empty body and a made-up id). A role holding it only on assigned projects is refused a
 * made-up row (it is assigned to no one) and gets its own rows from a list.
 */
type AdminOperation = DeclaredOperation & { capability: Capability };

let t: TestApp;
let operations: AdminOperation[];
const cookies = new Map<AgencyRole, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const agencyRole of AGENCY_ROLES) cookies.set(agencyRole, (await t.signInAs({ role: "admin", agencyRole })).cookie);
  operations = (await declaredOperations(t)).filter((o): o is AdminOperation => o.audience === "admin");
});
afterAll(() => t.close());

function expectedFor(agencyRole: AgencyRole, operation: AdminOperation): "allow" | "deny" {
  const grant = grantOf(agencyRole, operation.capability);
  if (grant === "all") return "allow";
  if (grant === "assigned" && operation.assigned === "list") return "allow";
  return "deny";
}

describe("agency roles against every admin route", () => {
  it("finds the admin routes", () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  for (const agencyRole of AGENCY_ROLES) {
    it(`answers the ${agencyRole} as the capability table says`, async () => {
      const cookie = cookies.get(agencyRole) ?? "";
      const mismatches: string[] = [];
      for (const operation of operations) {
        const expected = expectedFor(agencyRole, operation);
        const actual = await guardOutcome(t, operation, cookie, "forbidden_for_role");
        if (actual !== expected)
          mismatches.push(`${operation.method} ${operation.path} (${operation.capability}): ${actual}, expected ${expected}`);
      }
      expect(mismatches).toEqual([]);
      // The table is not vacuous for this role: it is refused somewhere unless it holds everything.
      const denied = operations.filter((o) => expectedFor(agencyRole, o) === "deny").length;
      expect(agencyRole === "owner" ? denied === 0 : denied > 0).toBe(true);
    });
  }
});
