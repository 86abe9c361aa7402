import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProfile } from "../../db/seed/factories.ts";
import { cookieFrom, createTestApp, type TestApp } from "../../test/test-app.ts";

/** Signs a person in by SMS code through `base` (the address the browser opened). */
async function signInAt(t: TestApp, base: string, role: "client" | "admin" = "client") {
  const person = await createProfile(t.database.db, { role });
  const phone = person.phone as string;
  const post = (path: string, body: unknown) =>
    t.request(`${base}${path}`, { method: "POST", body: JSON.stringify(body), headers: { origin: base } });
  expect((await post("/api/auth/phone-number/send-otp", { phoneNumber: phone })).status).toBe(200);
  const verified = await post("/api/auth/phone-number/verify", { phoneNumber: phone, code: t.sms.lastCodeFor(phone) });
  expect(verified.status).toBe(200);
  return { person, cookie: cookieFrom(verified) };
}

/** A cookie-bearing write (an admin adding a client) sent to `base` with the given Origin. */
function addClient(t: TestApp, base: string, cookie: string, origin: string) {
  const unique = String(Math.floor(Math.random() * 9_000_000) + 1_000_000);
  return t.request(`${base}/api/admin/users`, {
    method: "POST",
    cookie,
    headers: { origin },
    body: JSON.stringify({ email: `o-${unique}@example.test`, country: "US", phone: `555${unique}`, fullName: "Origin Test" }),
  });
}

describe("with PUBLIC_URL unset (the embedded default)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: undefined } });
  });
  afterAll(() => t.close());

  for (const base of ["http://127.0.0.1:3000", "http://192.168.1.20:3000", "http://localhost:3000"]) {
    it(`signs in, saves and signs out at ${base}, the address it was opened at`, async () => {
      const { cookie } = await signInAt(t, base, "admin");
      expect((await addClient(t, base, cookie, base)).status).toBe(201);
      const out = await t.request(`${base}/api/auth/sign-out`, { method: "POST", cookie, headers: { origin: base }, body: "{}" });
      expect(out.status).toBe(200);
      expect((await t.request(`${base}/api/me`, { cookie })).status).toBe(401);
    });
  }

  it("refuses writes whose Origin is not the address the request came to", async () => {
    const base = "http://127.0.0.1:3000";
    const { cookie } = await signInAt(t, base, "admin");
    for (const origin of ["http://evil.example", "http://127.0.0.1:4000", "https://127.0.0.1:3000", "http://192.168.1.20:3000"]) {
      const res = await addClient(t, base, cookie, origin);
      expect(res.status, origin).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: "forbidden_origin" } });
    }
    const out = await t.request(`${base}/api/auth/sign-out`, {
      method: "POST",
      cookie,
      headers: { origin: "http://evil.example" },
      body: "{}",
    });
    expect(out.status).toBe(403);
    expect((await t.request(`${base}/api/me`, { cookie })).status).toBe(200);
  });

  it("gives Better Auth the same rule: the served origin is trusted for that request only", async () => {
    const trusted = t.deps.auth.options.trustedOrigins;
    if (typeof trusted !== "function") throw new Error("trustedOrigins should be computed per request");
    expect(await trusted(new Request("http://127.0.0.1:3000/api/auth/sign-out"))).toContain("http://127.0.0.1:3000");
    expect(await trusted(new Request("http://10.0.0.5:3000/api/auth/sign-out"))).not.toContain("http://127.0.0.1:3000");
  });

  it("sends a buyer back to the address they bought from", async () => {
    const base = "http://127.0.0.1:3000";
    const { cookie } = await signInAt(t, base);
    const res = await t.request(`${base}/api/billing/premium/checkout`, { method: "POST", cookie, headers: { origin: base } });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url.startsWith(`${base}/api/sandbox/checkout/`)).toBe(true);
  });
});

describe("with PUBLIC_URL set", () => {
  const publicUrl = "https://portal.example.com";
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: publicUrl, TRUSTED_ORIGINS: "http://localhost:5173" } });
  });
  afterAll(() => t.close());

  it("accepts only PUBLIC_URL and TRUSTED_ORIGINS, whatever address the request came to", async () => {
    const { cookie } = await signInAt(t, publicUrl, "admin");
    expect((await addClient(t, publicUrl, cookie, publicUrl)).status).toBe(201);
    expect((await addClient(t, "http://127.0.0.1:3000", cookie, "http://localhost:5173")).status).toBe(201);
    expect((await addClient(t, "http://127.0.0.1:3000", cookie, "http://127.0.0.1:3000")).status).toBe(403);
    expect((await addClient(t, "http://10.0.0.9", cookie, "http://10.0.0.9")).status).toBe(403);
  });

  it("gives Better Auth the same list, without the served origin", async () => {
    const trusted = t.deps.auth.options.trustedOrigins;
    if (typeof trusted !== "function") throw new Error("trustedOrigins should be computed per request");
    const list = await trusted(new Request("http://127.0.0.1:3000/api/auth/sign-out"));
    expect(list).toEqual([publicUrl, "http://localhost:5173"]);
  });

  it("sends a buyer back to PUBLIC_URL", async () => {
    const { cookie } = await signInAt(t, publicUrl);
    const res = await t.request(`${publicUrl}/api/billing/premium/checkout`, {
      method: "POST",
      cookie,
      headers: { origin: publicUrl },
    });
    const { url } = (await res.json()) as { url: string };
    expect(url.startsWith(`${publicUrl}/api/sandbox/checkout/`)).toBe(true);
  });
});
