import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/** Polls `check` until it passes; returns how long that took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

// Two app instances on one database: on PostgreSQL (TEST_DATABASE_URL) each with its own pool
// and LISTEN connection, as two servers would be; on PGlite sharing the in-process bus.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ shareDatabaseWith: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const status = async (app: TestApp, path: string, cookie: string) => (await app.request(path, { cookie })).status;

describe("the session cache across instances", () => {
  it("reuses a looked-up session instead of asking Better Auth again", async () => {
    const { cookie } = await a.signInAs();
    expect(await status(b, "/api/me", cookie)).toBe(200);
    const lookups = vi.spyOn(b.deps.auth.api, "getSession");
    for (let i = 0; i < 3; i += 1) expect(await status(b, "/api/me", cookie)).toBe(200);
    expect(lookups).not.toHaveBeenCalled();
    lookups.mockRestore();
  });

  it("refuses a session on B within a second of its sign-out on A", async () => {
    const { cookie } = await a.signInAs();
    expect(await status(b, "/api/me", cookie)).toBe(200);
    expect(await status(b, "/api/me", cookie)).toBe(200);
    const out = await a.request("/api/auth/sign-out", { method: "POST", body: "{}", cookie });
    expect(out.status).toBe(200);
    const ms = await within(1000, async () => (await status(b, "/api/me", cookie)) === 401);
    expect(ms).toBeLessThan(1000);
  });

  it("applies a role change and a deletion made on A to B's cached sessions within a second", async () => {
    const admin = await a.signInAs({ role: "admin" });
    const person = await a.signInAs({ role: "client" });
    expect(await status(b, "/api/admin/users?role=client", person.cookie)).toBe(403);

    const changed = await a.request(`/api/admin/users/${person.user.id}/role`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: JSON.stringify({ role: "admin" }),
      headers: { "idempotency-key": crypto.randomUUID() },
    });
    expect(changed.status).toBe(200);
    await within(1000, async () => (await status(b, "/api/admin/users?role=client", person.cookie)) === 200);

    const deleted = await a.request(`/api/admin/users/${person.user.id}`, {
      method: "DELETE",
      cookie: admin.cookie,
      headers: { "idempotency-key": crypto.randomUUID() },
    });
    expect(deleted.status).toBe(200);
    await within(1000, async () => (await status(b, "/api/me", person.cookie)) === 401);
  });

  it("never serves a session of another cookie, nor a forged one", async () => {
    const one = await a.signInAs();
    expect(await status(b, "/api/me", one.cookie)).toBe(200);
    const [name, value = ""] = one.cookie.split("=");
    const forged = `${name}=${value.slice(0, -4)}AAAA`;
    expect(await status(b, "/api/me", forged)).toBe(401);
  });
});
