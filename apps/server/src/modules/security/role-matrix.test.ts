import { AGENCY_ROLES, type AgencyRole, type Capability, grantOf } from "@portal/shared/agency-roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSIGNED_EXTENSION, AUDIENCE_EXTENSION, CAPABILITY_EXTENSION } from "../../auth/route-access.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

/**
 * The capability table (`@portal/shared/agency-roles`, decision 096) against every admin route for
 * every agency role, generated from the OpenAPI document: a role without the route's capability
 * hears 403 `forbidden_for_role`; a role with it gets past the guard (whatever the route then says
 * of an empty body and a made-up id). A role holding it only on assigned projects is refused a
 * made-up row (it is assigned to no one) and gets its own rows from a list.
 */
interface AdminOperation {
  method: string;
  path: string;
  capability: Capability;
  assigned: string | undefined;
}

let t: TestApp;
let operations: AdminOperation[];
const cookies = new Map<AgencyRole, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const agencyRole of AGENCY_ROLES) cookies.set(agencyRole, (await t.signInAs({ role: "admin", agencyRole })).cookie);
  const doc = await readJson<{ paths: Record<string, Record<string, Record<string, unknown>>> }>(t.request("/api/openapi.json"));
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op[AUDIENCE_EXTENSION] === "admin")
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        capability: op[CAPABILITY_EXTENSION] as Capability,
        assigned: op[ASSIGNED_EXTENSION] as string | undefined,
      })),
  );
});
afterAll(() => t.close());

function expectedFor(agencyRole: AgencyRole, operation: AdminOperation): "allow" | "deny" {
  const grant = grantOf(agencyRole, operation.capability);
  if (grant === "all") return "allow";
  if (grant === "assigned" && operation.assigned === "list") return "allow";
  return "deny";
}

async function outcome(operation: AdminOperation, cookie: string): Promise<string> {
  const url = `/api${operation.path.replace(/\{[^}]+\}/g, crypto.randomUUID())}`;
  const hasBody = !["GET", "DELETE"].includes(operation.method);
  const response = await t.request(url, {
    method: operation.method,
    cookie,
    headers: { "idempotency-key": crypto.randomUUID() },
    body: hasBody ? JSON.stringify({}) : undefined,
  });
  if (response.status === 401) return "signed out";
  if (response.status !== 403) return "allow";
  const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
  return body?.error?.code === "forbidden_for_role" ? "deny" : `403 ${body?.error?.code ?? "without a code"}`;
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
        const actual = await outcome(operation, cookie);
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
