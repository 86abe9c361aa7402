import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../../db/schema/index.ts";
import { passkeySteps } from "../../test/passkey-steps.ts";
import { cookieFrom, createTestApp, readJson, TEST_ORIGIN, type TestApp } from "../../test/test-app.ts";
import { softPasskey } from "../../test/webauthn.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { auth, addPasskey, signInWith } = passkeySteps(() => t);

const listed = (cookie: string) =>
  readJson<{ passkeys: Array<{ id: string; name: string | null; createdAt: string }> }>(
    t.request("/api/me/passkeys", { cookie }),
  );

describe("passkeys (decision 113)", () => {
  it("a client adds a passkey in settings and signs in with it, without an SMS code", async () => {
    const { cookie, user } = await t.signInAs();
    const { key, verified } = await addPasskey(cookie);
    expect(verified.status).toBe(200);
    const { passkeys } = await listed(cookie);
    expect(passkeys).toEqual([{ id: expect.any(String), name: null, createdAt: expect.any(String) }]);

    const smsBefore = t.sms.sent.length;
    const signedIn = await signInWith(key);
    expect(signedIn.status).toBe(200);
    const me = await readJson<{ id: string }>(t.request("/api/me", { cookie: cookieFrom(signedIn) }));
    expect(me.id).toBe(user.id);
    expect(t.sms.sent.length).toBe(smsBefore);
    const entries = await t.database.db.select().from(auditEntries).where(eq(auditEntries.targetId, user.id));
    expect(entries.filter((e) => e.kind === "sign_in").map((e) => e.after)).toEqual([{ method: "sms" }, { method: "passkey" }]);
  });

  it("uses the configured public address as the relying party, and refuses another origin", async () => {
    const { cookie } = await t.signInAs();
    const options = await readJson<{ rp: { id: string } }>(auth("/passkey/generate-register-options", { method: "GET", cookie }));
    expect(options.rp.id).toBe(new URL(TEST_ORIGIN).hostname);
    const { verified } = await addPasskey(cookie, softPasskey("https://elsewhere.example"));
    expect(verified.status).not.toBe(200);
    expect((await listed(cookie)).passkeys).toEqual([]);
  });

  it("requires the device to verify the person, at set-up and at sign-in", async () => {
    const { cookie } = await t.signInAs();
    const refused = await addPasskey(cookie, undefined, { userVerified: false });
    expect(refused.verified.status).toBe(400);
    expect(await refused.verified.json()).toMatchObject({ code: "passkey_user_not_verified" });
    expect((await listed(cookie)).passkeys).toEqual([]);

    const { key } = await addPasskey(cookie);
    const signIn = await signInWith(key, { userVerified: false });
    expect(signIn.status).toBe(400);
    expect(cookieFrom(signIn)).not.toMatch(/session_token=[^;]/);
  });

  it("refuses an unknown passkey and one the person removed", async () => {
    expect((await signInWith(softPasskey(TEST_ORIGIN))).status).toBe(401);
    const { cookie } = await t.signInAs();
    const { key } = await addPasskey(cookie);
    const [{ id }] = (await listed(cookie)).passkeys;
    expect((await auth("/passkey/delete-passkey", { body: { id }, cookie })).status).toBe(200);
    expect((await listed(cookie)).passkeys).toEqual([]);
    expect((await signInWith(key)).status).toBe(401);
  });

  it("renames and removes only the person's own passkeys", async () => {
    const owner = await t.signInAs();
    await addPasskey(owner.cookie);
    const [{ id }] = (await listed(owner.cookie)).passkeys;
    const renamed = await auth("/passkey/update-passkey", { body: { id, name: "Work laptop" }, cookie: owner.cookie });
    expect(renamed.status).toBe(200);
    expect((await listed(owner.cookie)).passkeys[0]?.name).toBe("Work laptop");
    const tooLong = await auth("/passkey/update-passkey", { body: { id, name: "x".repeat(61) }, cookie: owner.cookie });
    expect(tooLong.status).toBe(400);

    const other = await t.signInAs();
    const admin = await t.signInAs({ role: "admin" });
    for (const cookie of [other.cookie, admin.cookie]) {
      expect((await listed(cookie)).passkeys).toEqual([]);
      const rename = await auth("/passkey/update-passkey", { body: { id, name: "Mine now" }, cookie });
      expect(rename.status).toBe(401);
      expect((await auth("/passkey/delete-passkey", { body: { id }, cookie })).status).toBe(401);
    }
    expect((await listed(owner.cookie)).passkeys).toMatchObject([{ id, name: "Work laptop" }]);
  });

  it("lets nobody signed out list, add, rename or remove a passkey", async () => {
    expect((await t.request("/api/me/passkeys")).status).toBe(401);
    expect((await auth("/passkey/generate-register-options", { method: "GET" })).status).toBe(401);
    expect((await auth("/passkey/verify-registration", { body: { response: {} } })).status).toBe(401);
    expect((await auth("/passkey/update-passkey", { body: { id: "x", name: "y" } })).status).toBe(401);
    expect((await auth("/passkey/delete-passkey", { body: { id: "x" } })).status).toBe(401);
  });

  it("keeps the plugin's own list closed, even for an admin (the portal's route lists them)", async () => {
    const admin = await t.signInAs({ role: "admin" });
    const res = await auth("/passkey/list-user-passkeys", { method: "GET", cookie: admin.cookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
  });
});
