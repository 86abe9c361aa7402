import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifications } from "../../db/schema/index.ts";
import { createProfile } from "../../db/seed/factories.ts";
import { cookieFrom, createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every person made here has a phone. */
const phoneOf = (person: { phone: string | null }): string => {
  if (!person.phone) throw new Error("test person without a phone");
  return person.phone;
};

const post = (path: string, body: unknown, init: { cookie?: string; ip?: string } = {}) =>
  t.request(path, { method: "POST", body: JSON.stringify(body), ...init });
const sendCode = (phone: string, ip?: string) => post("/api/auth/phone-number/send-otp", { phoneNumber: phone }, { ip });
const verify = (phone: string, code: string | undefined, ip?: string) =>
  post("/api/auth/phone-number/verify", { phoneNumber: phone, code }, { ip });

describe("check-phone-exists", () => {
  it("says whether a phone belongs to someone", async () => {
    const person = await createProfile(t.database.db, { phone: "+972501112233" });
    const known = await post("/api/check-phone-exists", { phone: person.phone });
    expect(await known.json()).toEqual({ exists: true });
    const unknown = await post("/api/check-phone-exists", { phone: "+15559998877" });
    expect(await unknown.json()).toEqual({ exists: false });
  });

  it("refuses a phone that is not in a supported format", async () => {
    const res = await post("/api/check-phone-exists", { phone: "0501234567" });
    expect(res.status).toBe(400);
  });
});

describe("sign-in by SMS code", () => {
  it("signs a known person in with the code sent to their phone", async () => {
    const person = await createProfile(t.database.db, { fullName: "Ada Client" });
    expect((await sendCode(phoneOf(person))).status).toBe(200);
    const code = t.sms.lastCodeFor(phoneOf(person));
    expect(code).toMatch(/^\d{6}$/);
    const res = await verify(phoneOf(person), code);
    expect(res.status).toBe(200);
    const me = await t.request("/api/me", { cookie: cookieFrom(res) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: person.id, fullName: "Ada Client", role: "client", phone: person.phone });
  });

  it("sends no code to a phone nobody has, and that phone cannot sign in", async () => {
    const phone = "+15553334444";
    expect((await sendCode(phone)).status).toBe(200);
    expect(t.sms.lastCodeFor(phone)).toBeUndefined();
    const res = await verify(phone, "123456");
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toHaveLength(0);
  });

  it("refuses a wrong code without a session", async () => {
    const person = await createProfile(t.database.db);
    await sendCode(phoneOf(person));
    const right = t.sms.lastCodeFor(phoneOf(person)) ?? "";
    const wrong = right === "000000" ? "111111" : "000000";
    const res = await verify(phoneOf(person), wrong);
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toHaveLength(0);
  });

  it("refuses an expired code", async () => {
    const person = await createProfile(t.database.db);
    await sendCode(phoneOf(person));
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `%${person.phone}%`));
    const res = await verify(phoneOf(person), t.sms.lastCodeFor(phoneOf(person)));
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toHaveLength(0);
  });

  it("locks a code after three wrong tries, even for the right code", async () => {
    const person = await createProfile(t.database.db);
    await sendCode(phoneOf(person));
    const right = t.sms.lastCodeFor(phoneOf(person)) ?? "";
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 3; i++) expect((await verify(phoneOf(person), wrong)).status).toBe(400);
    const res = await verify(phoneOf(person), right);
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toHaveLength(0);
  });

  it("ends the session on sign-out", async () => {
    const { cookie } = await t.signInAs();
    expect((await t.request("/api/me", { cookie })).status).toBe(200);
    const out = await post("/api/auth/sign-out", {}, { cookie });
    expect(out.status).toBe(200);
    expect((await t.request("/api/me", { cookie })).status).toBe(401);
  });

  it("refuses sign-in posts from a foreign origin", async () => {
    const person = await createProfile(t.database.db);
    const res = await t.request("/api/auth/phone-number/send-otp", {
      method: "POST",
      body: JSON.stringify({ phoneNumber: person.phone }),
      headers: { origin: "https://evil.example", cookie: "portal.session_token=x" },
    });
    expect(res.status).toBe(403);
  });
});

describe("roles", () => {
  const newClient = { email: "new.client@example.test", country: "US", phone: "5557770001", fullName: "New Client" };

  it("answers 401 to anonymous callers of signed-in and admin routes", async () => {
    expect((await t.request("/api/me")).status).toBe(401);
    expect((await post("/api/admin/users", newClient)).status).toBe(401);
  });

  it("forbids clients from admin routes", async () => {
    const { cookie } = await t.signInAs({ role: "client" });
    expect((await post("/api/admin/users", newClient, { cookie })).status).toBe(403);
  });

  it("lets an admin add a client, who is e-mailed a set-password link", async () => {
    const { cookie } = await t.signInAs({ role: "admin" });
    const res = await post("/api/admin/users", newClient, { cookie });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email: newClient.email, phone: "+15557770001" });
    const mail = t.email.lastTo(newClient.email);
    expect(mail?.text).toMatch(/\/set-password\?email=new.client%40example.test&token=/);

    const again = await post("/api/admin/users", newClient, { cookie });
    expect(again.status).toBe(409);
  });

  it("validates the new client like the login screen does", async () => {
    const { cookie } = await t.signInAs({ role: "admin" });
    const res = await post(
      "/api/admin/users",
      { ...newClient, email: "x@example.test", country: "IL", phone: "0401234567" },
      { cookie },
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("israeliPhoneInvalid");
  });
});

describe("security headers", () => {
  it("sends a content security policy and refuses framing", async () => {
    const res = await t.request("/api/health");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // One rule for framing: no X-Frame-Options contradicting frame-ancestors.
    expect(res.headers.get("x-frame-options")).toBeNull();
  });

  it("sends HSTS only when the portal's address is https", async () => {
    expect((await t.request("/api/health")).headers.get("strict-transport-security")).toBeNull();
    const secure = await createTestApp({ env: { PUBLIC_URL: "https://portal.example.com" } });
    try {
      const res = await secure.request("/api/health", { headers: { origin: "https://portal.example.com" } });
      expect(res.headers.get("strict-transport-security")).toContain("max-age=");
      expect(res.headers.get("x-frame-options")).toBeNull();
    } finally {
      await secure.close();
    }
  });
});
