import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passkeySteps } from "../../test/passkey-steps.ts";
import { cookieFrom, createTestApp, readJson, type TestApp } from "../../test/test-app.ts";
import { totpCode } from "../../test/totp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { auth, addPasskey, signInWith } = passkeySteps(() => t);

const me = (cookie: string) =>
  readJson<{ twoFactorEnabled: boolean; secondFactorMissing: boolean }>(t.request("/api/me", { cookie }));
const requireSecondFactor = (cookie: string, on: boolean) =>
  t.request("/api/admin/agency-settings/security", {
    method: "PUT",
    cookie,
    body: JSON.stringify({ requireSecondFactorForStaff: on }),
  });

/** Sets up an authenticator app; answers the replaced session's cookie. */
async function enrolApp(cookie: string): Promise<{ cookie: string; uri: string }> {
  const { totpURI } = await readJson<{ totpURI: string }>(auth("/two-factor/enable", { body: {}, cookie }));
  const confirmed = await auth("/two-factor/verify-totp", { body: { code: totpCode(totpURI) }, cookie });
  expect(confirmed.status).toBe(200);
  return { cookie: cookieFrom(confirmed), uri: totpURI };
}

describe("a passkey as the second factor the agency requires of staff (decisions 108, 113)", () => {
  it("lets staff signed in with a passkey into the admin area, but not their SMS-code sessions", async () => {
    const owner = await t.signInAs({ role: "admin" });
    const ownerCookie = (await enrolApp(owner.cookie)).cookie;
    expect((await requireSecondFactor(ownerCookie, true)).status).toBe(200);
    try {
      const staff = await t.signInAs({ role: "admin", agencyRole: "project_manager" });
      // Their own settings stay open: they add a passkey there.
      const { key, verified } = await addPasskey(staff.cookie);
      expect(verified.status).toBe(200);
      expect(await me(staff.cookie)).toMatchObject({ secondFactorMissing: true });
      expect((await t.request("/api/admin/projects", { cookie: staff.cookie })).status).toBe(403);

      const byPasskey = cookieFrom(await signInWith(key));
      expect(await me(byPasskey)).toMatchObject({ twoFactorEnabled: false, secondFactorMissing: false });
      expect((await t.request("/api/admin/projects", { cookie: byPasskey })).status).toBe(200);

      // An SMS code alone is still not enough, passkey or not.
      const bySms = await t.signInAs({ role: "admin", agencyRole: "support" });
      await addPasskey(bySms.cookie);
      const refused = await t.request("/api/admin/support-tickets", { cookie: bySms.cookie });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: { code: "second_factor_required" } });
    } finally {
      expect((await requireSecondFactor(ownerCookie, false)).status).toBe(200);
    }
  });

  it("does not ask staff with an authenticator app for its code after a passkey sign-in", async () => {
    const owner = await t.signInAs({ role: "admin" });
    const enrolled = await enrolApp(owner.cookie);
    expect((await requireSecondFactor(enrolled.cookie, true)).status).toBe(200);
    try {
      const { key } = await addPasskey(enrolled.cookie);
      const signedIn = await signInWith(key);
      expect(signedIn.status).toBe(200);
      expect(await signedIn.json()).not.toHaveProperty("twoFactorRedirect");
      const cookie = cookieFrom(signedIn);
      expect(await me(cookie)).toMatchObject({ twoFactorEnabled: true, secondFactorMissing: false });
      expect((await t.request("/api/admin/projects", { cookie })).status).toBe(200);
    } finally {
      expect((await requireSecondFactor(enrolled.cookie, false)).status).toBe(200);
    }
  });
});
