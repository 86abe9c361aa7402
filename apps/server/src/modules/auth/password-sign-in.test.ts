import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProfile } from "../../db/seed/factories.ts";
import { cookieFrom, createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      passwordPerEmailAndIp: { window: 900, max: 3 },
      passwordPerEmail: { window: 3600, max: 5 },
    },
  });
});
afterAll(() => t.close());

const post = (path: string, body: unknown, init: { cookie?: string; ip?: string } = {}) =>
  t.request(path, { method: "POST", body: JSON.stringify(body), ...init });
const signIn = (email: string, password: string, ip?: string) => post("/api/auth/sign-in/email", { email, password }, { ip });

/** A client added by an admin who set `password` from the invitation link. */
async function clientWithPassword(password: string) {
  const admin = await t.signInAs({ role: "admin" });
  const email = `pw-${crypto.randomUUID()}@example.test`;
  const phone = `555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
  const created = await post("/api/admin/users", { email, country: "US", phone, fullName: "Pat Word" }, admin);
  expect(created.status).toBe(201);
  const token = decodeURIComponent(t.email.lastTo(email)?.text.match(/token=([^\s&]+)/)?.[1] ?? "");
  expect((await post("/api/auth/reset-password", { newPassword: password, token })).status).toBe(200);
  return { email };
}

describe("the session probe", () => {
  it("answers a signed-out visitor with no profile, and a signed-in one with theirs", async () => {
    const anonymous = await t.request("/api/session");
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual({ profile: null });
    const { cookie, user } = await t.signInAs({ role: "client", fullName: "Sam Probe" });
    const signedIn = await readJson<{ profile: { id: string; fullName: string; role: string } }>(
      t.request("/api/session", { cookie }),
    );
    expect(signedIn.profile).toMatchObject({ id: user.id, fullName: "Sam Probe", role: "client" });
  });
});

describe("sign-in with e-mail and password", () => {
  it("signs a client in with the password they set", async () => {
    const { email } = await clientWithPassword("correct-horse-battery");
    const res = await signIn(email.toUpperCase(), "correct-horse-battery", "10.8.0.1");
    expect(res.status).toBe(200);
    const me = await readJson<{ profile: { email: string } }>(t.request("/api/session", { cookie: cookieFrom(res) }));
    expect(me.profile.email).toBe(email);
  });

  it("refuses a wrong password without a session", async () => {
    const { email } = await clientWithPassword("correct-horse-battery");
    const res = await signIn(email, "wrong-horse-battery", "10.8.0.2");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
    expect(res.headers.getSetCookie()).toHaveLength(0);
  });

  it("tells a person who has not set a password yet", async () => {
    const person = await createProfile(t.database.db);
    const res = await signIn(person.email, "any-password-1", "10.8.0.3");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "password_not_set" });
  });

  it("locks an account out of one address after a few tries, even for the right password", async () => {
    const { email } = await clientWithPassword("correct-horse-battery");
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await signIn(email, `wrong-${i}-password`, "10.8.1.1")).status);
    expect(statuses).toEqual([401, 401, 401]);
    const locked = await signIn(email, "correct-horse-battery", "10.8.1.1");
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: "too_many_password_attempts" });
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(locked.headers.getSetCookie()).toHaveLength(0);
    // Another address may still try.
    expect((await signIn(email, "correct-horse-battery", "10.8.1.2")).status).toBe(200);
  });

  it("locks an account out of addresses its owner never used once many of them guessed", async () => {
    const { email } = await clientWithPassword("correct-horse-battery");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(email, "wrong-password-x", `10.8.2.${i + 1}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn(email, "correct-horse-battery", "10.8.2.99")).status).toBe(429);
  });
});
