import { CAPABILITIES, CAPABILITY_TABLE, type Capability } from "@portal/shared/agency-roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIENCES, type Audience } from "../../auth/route-access.ts";
import { callOperation, type DeclaredOperation, declaredOperations } from "../../test/route-walker.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * A net under every route in the OpenAPI document: each declares its audience with its definition
 * (`auth/route-access.ts`), and answers by it: anonymous callers are refused everywhere but the
 * public routes, clients on every admin route, admins on every client route. A route added
 * without a declaration, or whose answers do not match it, fails here.
 */
const EXPECTED_PUBLIC = [
  "GET /health",
  // Answers { profile: null } to a signed-out visitor.
  "GET /session",
  "POST /check-phone-exists",
  // Feature images are public; any other file answers 401 to a signed-out caller (its service checks).
  "GET /files/{id}",
  "GET /support/contact",
  // The first-run set-up: open while no admin exists, 404 after (modules/agency/setup.test.ts).
  "GET /setup",
  "POST /setup",
  // What anonymous pages (/, /login) show of the agency.
  "GET /agency",
  // Payment providers call it without a session; the signature over the body is checked instead.
  "POST /billing/webhooks/{provider}",
  // E-mail unsubscribe links work without a session; the token in the link is signed.
  "GET /notifications/unsubscribe",
  "POST /notifications/unsubscribe",
];

let t: TestApp;
let operations: DeclaredOperation[];
let client: { cookie: string };
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  client = await t.signInAs({ role: "client" });
  admin = await t.signInAs({ role: "admin" });
  operations = await declaredOperations(t);
});
afterAll(() => t.close());

const key = (o: DeclaredOperation) => `${o.method} ${o.path}`;

/** Calls every operation of an audience as someone who must be refused, and lists the ones that let them in. */
async function openTo(audiences: Audience[], cookie: string | undefined, refusal: number): Promise<string[]> {
  const open: string[] = [];
  for (const operation of operations.filter((o) => o.audience && audiences.includes(o.audience))) {
    const status = (await callOperation(t, operation, cookie)).status;
    if (status !== refusal) open.push(`${key(operation)} -> ${status}`);
  }
  return open;
}

describe("route guards", () => {
  it("documents the portal's routes, each with who may call it", () => {
    expect(operations.length).toBeGreaterThan(50);
    const undeclared = operations.filter((o) => !o.audience || !AUDIENCES.includes(o.audience)).map(key);
    expect(undeclared).toEqual([]);
  });

  it("declares on every admin route the capability it needs, and on no other route", () => {
    const capabilities = new Set<string>(CAPABILITIES);
    const wrong = operations
      .filter((o) => (o.audience === "admin") !== (o.capability !== undefined && capabilities.has(o.capability)))
      .map((o) => `${key(o)} (${o.audience}, ${o.capability ?? "no capability"})`);
    expect(wrong).toEqual([]);
  });

  it("says how a route finds its project wherever some role holds its capability only on assigned projects", () => {
    const partial = new Set(
      Object.values(CAPABILITY_TABLE).flatMap((grants) =>
        Object.entries(grants)
          .filter(([, grant]) => grant === "assigned")
          .map(([capability]) => capability as Capability),
      ),
    );
    const unscoped = operations.filter((o) => o.capability && partial.has(o.capability as Capability) && !o.assigned).map(key);
    expect(unscoped).toEqual([]);
  });

  it("declares public exactly the routes meant to be", () => {
    expect(
      operations
        .filter((o) => o.audience === "public")
        .map(key)
        .sort(),
    ).toEqual([...EXPECTED_PUBLIC].sort());
  });

  it("refuses anonymous callers on every route but the public ones", async () => {
    expect(await openTo(["signed-in", "client", "admin"], undefined, 401)).toEqual([]);
  });

  it("refuses clients on every admin route", async () => {
    expect(await openTo(["admin"], client.cookie, 403)).toEqual([]);
  });

  it("refuses admins on every client route", async () => {
    expect(await openTo(["client"], admin.cookie, 403)).toEqual([]);
  });

  it("keeps every admin route under /admin/ and none of the others", () => {
    const misplaced = operations
      .filter((o) => (o.audience === "admin") !== o.path.startsWith("/admin/"))
      .map((o) => `${key(o)} (${o.audience})`);
    expect(misplaced).toEqual(["POST /sandbox/subscriptions/end-period (admin)"]);
  });
});
