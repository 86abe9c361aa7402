import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, auditEntries } from "../../db/schema/index.ts";
import { cookieFrom, createTestApp, readJson, type TestApp } from "../../test/test-app.ts";
import { totpCode } from "../../test/totp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, body: unknown, cookie?: string) =>
  t.request(`/api/auth${path}`, { method: "POST", body: JSON.stringify(body), cookie });
const verify = (token: string, extra = "") =>
  t.request(`/api/auth/magic-link/verify?token=${encodeURIComponent(token)}${extra}`, { method: "GET" });

/** Asks for a link to `email` and reads the token from the e-mail sent. */
async function linkTokenFor(email: string): Promise<string> {
  const asked = await post("/sign-in/magic-link", { email });
  expect(asked.status).toBe(200);
  const link = t.email.lastTo(email)?.text.match(/https?:\/\/\S+\/login\/link\?token=(\S+)/)?.[1];
  expect(link).toBeDefined();
  return decodeURIComponent(link as string);
}

describe("sign-in by a one-time e-mail link", () => {
  it("sends the person a branded link in their language that signs them in once", async () => {
    const { user } = await t.signInAs({ fullName: "Lin Link" });
    const token = await linkTokenFor(user.email);
    const mail = t.email.lastTo(user.email);
    expect(mail?.subject).toBe("Your sign-in link for the Client Portal client portal");
    expect(mail?.html).toContain("Sign in");
    const res = await verify(token);
    expect(res.status).toBe(200);
    const me = await readJson<{ id: string }>(t.request("/api/me", { cookie: cookieFrom(res) }));
    expect(me.id).toBe(user.id);
    const entries = await t.database.db.select().from(auditEntries).where(eq(auditEntries.targetId, user.id));
    expect(entries.filter((e) => e.kind === "sign_in").map((e) => e.after)).toContainEqual({ method: "email_link" });

    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: "sign_in_link_invalid" });
  });

  it("answers an unknown address the same and sends nothing", async () => {
    const before = t.email.sent.length;
    const res = await post("/sign-in/magic-link", { email: "nobody-here@example.test" });
    expect(res.status).toBe(200);
    expect(t.email.sent.length).toBe(before);
  });

  it("refuses a made-up token and a redirect target", async () => {
    expect((await verify("not-a-real-token")).status).toBe(400);
    const { user } = await t.signInAs();
    const token = await linkTokenFor(user.email);
    expect((await verify(token, "&callbackURL=%2F")).status).toBe(400);
    // The refused request did not use the link up.
    expect((await verify(token)).status).toBe(200);
  });

  it("keeps the person's password and other sessions", async () => {
    const { cookie, user } = await t.signInAs();
    await t.database.db
      .insert(accounts)
      .values({ accountId: user.id, providerId: "credential", userId: user.id, password: "hash" });
    const res = await verify(await linkTokenFor(user.email));
    expect(res.status).toBe(200);
    expect(await t.database.db.select().from(accounts).where(eq(accounts.userId, user.id))).toHaveLength(1);
    expect((await t.request("/api/me", { cookie })).status).toBe(200);
  });

  it("asks for the authenticator app's code after the link when the person has one", async () => {
    const { cookie, user } = await t.signInAs();
    const enabled = await readJson<{ totpURI: string }>(post("/two-factor/enable", {}, cookie));
    expect((await post("/two-factor/verify-totp", { code: totpCode(enabled.totpURI) }, cookie)).status).toBe(200);
    const first = await verify(await linkTokenFor(user.email));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await t.request("/api/me", { cookie: cookieFrom(first) })).status).toBe(401);
    const second = await post("/two-factor/verify-totp", { code: totpCode(enabled.totpURI) }, cookieFrom(first));
    expect(second.status).toBe(200);
  });
});
