import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

/**
 * A net under every route in the OpenAPI document: anonymous callers are refused everywhere but
 * the few public routes, and clients are refused on every admin route. A route added without a
 * session or role check fails here.
 */
const PUBLIC = new Set([
  "GET /health",
  // Answers { profile: null } to a signed-out visitor.
  "GET /session",
  "POST /check-phone-exists",
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
]);

let t: TestApp;
let operations: Array<{ method: string; path: string }>;
let client: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  client = await t.signInAs({ role: "client" });
  const doc = await readJson<{ paths: Record<string, Record<string, unknown>> }>(t.request("/api/openapi.json"));
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => t.close());

function call(method: string, path: string, cookie?: string) {
  const url = `/api${path.replace(/\{[^}]+\}/g, crypto.randomUUID())}`;
  const hasBody = !["GET", "DELETE"].includes(method);
  return t.request(url, { method, cookie, body: hasBody ? JSON.stringify({}) : undefined });
}

describe("route guards", () => {
  it("documents the portal's routes", () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it("refuses anonymous callers on every route but the public ones", async () => {
    const open: string[] = [];
    for (const { method, path } of operations) {
      const key = `${method} ${path}`;
      if (PUBLIC.has(key)) continue;
      const status = (await call(method, path)).status;
      if (status !== 401) open.push(`${key} -> ${status}`);
    }
    expect(open).toEqual([]);
  });

  it("refuses clients on every admin route", async () => {
    const open: string[] = [];
    for (const { method, path } of operations.filter((o) => o.path.startsWith("/admin/"))) {
      const status = (await call(method, path, client.cookie)).status;
      if (status !== 403) open.push(`${method} ${path} -> ${status}`);
    }
    expect(open).toEqual([]);
  });
});
