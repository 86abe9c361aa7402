import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALLOWED_AUTH_ENDPOINTS, AUTH_BASE_PATH } from "../../auth/allowed-endpoints.ts";
import { profiles } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every `METHOD /path` Better Auth registers, read from its own endpoint list. */
function registeredEndpoints(): string[] {
  const found = new Set<string>();
  for (const endpoint of Object.values(t.deps.auth.api) as { path?: string; options?: { method?: unknown } }[]) {
    if (!endpoint.path) continue; // server-only endpoints have no HTTP path
    const method = endpoint.options?.method;
    const methods = Array.isArray(method) ? method : [method === "*" ? "GET" : method];
    for (const m of methods) if (typeof m === "string") found.add(`${m} ${endpoint.path}`);
  }
  return [...found].sort();
}

const call = (endpoint: string, cookie?: string, body: unknown = {}) => {
  const [method, path] = endpoint.split(" ");
  const url = `${AUTH_BASE_PATH}${path.replace(/:[^/]+/g, "x")}`;
  return t.request(url, { method, cookie, ...(method === "GET" ? {} : { body: JSON.stringify(body) }) });
};

describe("the sign-in library's endpoints", () => {
  it("registers every allowed endpoint (a library upgrade must not silently rename one)", () => {
    const registered = registeredEndpoints();
    for (const allowed of ALLOWED_AUTH_ENDPOINTS) expect(registered).toContain(allowed);
  });

  it("answers only the allow-list; every other registered endpoint is 404, even for an admin", async () => {
    const { cookie } = await t.signInAs({ role: "admin" });
    const registered = registeredEndpoints();
    expect(registered.length).toBeGreaterThan(20);
    for (const endpoint of registered) {
      const res = await call(endpoint, cookie);
      if (ALLOWED_AUTH_ENDPOINTS.has(endpoint)) expect(res.status, endpoint).not.toBe(404);
      else {
        expect(res.status, endpoint).toBe(404);
        expect(await res.json()).toMatchObject({ error: { code: "not_found" } });
      }
    }
  });

  it("does not let a client rename themselves or store a javascript: image through update-user", async () => {
    const { cookie, user } = await t.signInAs({ fullName: "Ada Client" });
    const res = await call("POST /update-user", cookie, { name: "<img src=x onerror=alert(1)>", image: "javascript:alert(1)" });
    expect(res.status).toBe(404);
    const [stored] = await t.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(stored).toMatchObject({ fullName: "Ada Client", image: null });
  });

  it("gives an admin none of the library's admin operations (they go through the portal's routes)", async () => {
    const { cookie, user: admin } = await t.signInAs({ role: "admin" });
    const client = await t.signInAs();
    const attempts: [string, unknown][] = [
      ["POST /admin/impersonate-user", { userId: client.user.id }],
      ["POST /admin/set-user-password", { userId: client.user.id, newPassword: "pwned-password-1" }],
      ["POST /admin/create-user", { email: "x@example.test", password: "pwned-password-1", name: "X", role: "admin" }],
      ["POST /admin/set-role", { userId: admin.id, role: "client" }],
      ["POST /admin/ban-user", { userId: client.user.id }],
      ["GET /admin/list-users", undefined],
    ];
    for (const [endpoint, body] of attempts) expect((await call(endpoint, cookie, body)).status, endpoint).toBe(404);
    const [self] = await t.database.db.select().from(profiles).where(eq(profiles.id, admin.id));
    expect(self.role).toBe("admin");
    expect(await t.database.db.select().from(profiles).where(eq(profiles.email, "x@example.test"))).toHaveLength(0);
  });

  it("refuses the allow-listed paths with another method, a trailing segment or an encoded twin", async () => {
    for (const path of ["/sign-out/x", "/update-user/", "/update%2Duser", "/UPDATE-USER", "/get-session"]) {
      expect((await t.request(`${AUTH_BASE_PATH}${path}`, { method: "POST", body: "{}" })).status, path).toBe(404);
    }
    expect((await t.request(`${AUTH_BASE_PATH}/sign-out`, { method: "GET" })).status).toBe(404);
  });

  it("still signs people in by SMS code and keeps their role on the session", async () => {
    const { cookie } = await t.signInAs({ role: "admin" });
    const me = await t.request("/api/me", { cookie });
    expect(await me.json()).toMatchObject({ role: "admin" });
  });
});
