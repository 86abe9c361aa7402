import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp, readJson, type TestApp } from "../../test/test-app.ts";
import { totpCode } from "../../test/totp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, body: unknown, cookie?: string) =>
  t.request(`/api/auth${path}`, { method: "POST", body: JSON.stringify(body), cookie });
const requireSecondFactor = (cookie: string, on: boolean) =>
  t.request("/api/admin/agency-settings/security", {
    method: "PUT",
    cookie,
    body: JSON.stringify({ requireSecondFactorForStaff: on }),
  });
const me = (cookie: string) =>
  readJson<{ twoFactorEnabled: boolean; secondFactorMissing: boolean }>(t.request("/api/me", { cookie }));

async function enrol(cookie: string): Promise<string> {
  const { totpURI } = await readJson<{ totpURI: string }>(post("/two-factor/enable", {}, cookie));
  const confirmed = await post("/two-factor/verify-totp", { code: totpCode(totpURI) }, cookie);
  expect(confirmed.status).toBe(200);
  return cookieFrom(confirmed);
}

describe("the agency's 'require a second factor for agency roles'", () => {
  it("is the owner's to change, and each change is in the audit trail", async () => {
    const admin = await t.signInAs({ role: "admin", agencyRole: "admin" });
    expect((await requireSecondFactor(admin.cookie, true)).status).toBe(403);
    const client = await t.signInAs();
    expect((await requireSecondFactor(client.cookie, true)).status).toBe(403);
    expect((await t.request("/api/admin/agency-settings/security", { method: "PUT", body: "{}" })).status).toBe(401);

    const owner = await t.signInAs({ role: "admin" });
    const ownerCookie = await enrol(owner.cookie);
    const saved = await requireSecondFactor(ownerCookie, true);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ security: { requireSecondFactorForStaff: true } });
    const trail = await readJson<{ entries: Array<{ kind: string; before: unknown; after: unknown }> }>(
      t.request("/api/admin/audit?kind=agency_settings_changed", { cookie: ownerCookie }),
    );
    expect(trail.entries[0]).toMatchObject({
      before: { "security.requireSecondFactorForStaff": false },
      after: { "security.requireSecondFactorForStaff": true },
    });
    expect((await requireSecondFactor(ownerCookie, false)).status).toBe(200);
  });

  it("when on, keeps staff without an authenticator app out of the admin area until they set one up", async () => {
    const owner = await t.signInAs({ role: "admin" });
    const ownerCookie = await enrol(owner.cookie);
    expect((await requireSecondFactor(ownerCookie, true)).status).toBe(200);

    const designer = await t.signInAs({ role: "admin", agencyRole: "project_manager" });
    expect(await me(designer.cookie)).toMatchObject({ twoFactorEnabled: false, secondFactorMissing: true });
    const refused = await t.request("/api/admin/projects", { cookie: designer.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "second_factor_required" } });

    const enrolled = await enrol(designer.cookie);
    expect(await me(enrolled)).toMatchObject({ twoFactorEnabled: true, secondFactorMissing: false });
    expect((await t.request("/api/admin/projects", { cookie: enrolled })).status).toBe(200);

    // Clients keep signing in by SMS code alone.
    const client = await t.signInAs();
    expect(await me(client.cookie)).toMatchObject({ secondFactorMissing: false });
    expect((await t.request("/api/projects/mine", { cookie: client.cookie })).status).not.toBe(403);
    expect((await requireSecondFactor(ownerCookie, false)).status).toBe(200);
  });
});
