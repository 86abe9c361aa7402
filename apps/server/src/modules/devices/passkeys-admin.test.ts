import { AGENCY_SETTINGS_DEFAULTS } from "@portal/shared/agency-settings";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../../db/schema/index.ts";
import { cookieFrom, createTestApp, readJson, TEST_ORIGIN, type TestApp } from "../../test/test-app.ts";
import { softPasskey } from "../../test/webauthn.ts";

/** Decision 119: the passkey prompt names the agency; an admin lists and removes a person's passkeys. */
let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let owner: Person;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signInAs({ role: "admin", agencyRole: "owner" });
});
afterAll(() => t.close());

const auth = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
  t.request(`/api/auth${path}`, {
    method: init.method ?? "POST",
    cookie: init.cookie,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
type AdminList = { passkeys: Array<{ id: string; name: string | null; createdAt: string; lastUsedAt: string | null }> };
const adminList = (personId: string, cookie?: string) => t.request(`/api/admin/users/${personId}/passkeys`, { cookie });
const remove = (personId: string, passkeyId: string, cookie?: string) =>
  t.request(`/api/admin/users/${personId}/passkeys/${passkeyId}`, { method: "DELETE", cookie });
const ownList = (cookie: string) => readJson<{ passkeys: Array<{ id: string }> }>(t.request("/api/me/passkeys", { cookie }));

/** Adds a passkey for a signed-in person and signs in with it once; answers its id. */
async function withPasskey(person: Person): Promise<string> {
  const key = softPasskey(TEST_ORIGIN);
  const options = await auth("/passkey/generate-register-options", { method: "GET", cookie: person.cookie });
  const response = key.register(await readJson<{ challenge: string; rp: { id: string } }>(options));
  const cookie = [person.cookie, cookieFrom(options)].join("; ");
  expect((await auth("/passkey/verify-registration", { body: { response }, cookie })).status).toBe(200);
  const signInOptions = await auth("/passkey/generate-authenticate-options", { method: "GET" });
  const assertion = key.authenticate(await readJson<{ challenge: string; rpId: string }>(signInOptions));
  const signedIn = await auth("/passkey/verify-authentication", {
    body: { response: assertion },
    cookie: cookieFrom(signInOptions),
  });
  expect(signedIn.status).toBe(200);
  const [first] = (await ownList(person.cookie)).passkeys;
  if (!first) throw new Error("no passkey");
  return first.id;
}

describe("the passkey prompt names the agency", () => {
  it("registration options carry the agency's name as saved now, without a restart", async () => {
    const client = await t.signInAs();
    const before = await readJson<{ rp: { name: string } }>(
      auth("/passkey/generate-register-options", { method: "GET", cookie: client.cookie }),
    );
    expect(before.rp.name).toBe(AGENCY_SETTINGS_DEFAULTS.identity.name);
    const identity = { ...AGENCY_SETTINGS_DEFAULTS.identity, name: "Shapiro Web Studio", senderName: "Shapiro" };
    const saved = await t.request("/api/admin/agency-settings/identity", {
      method: "PUT",
      cookie: owner.cookie,
      body: JSON.stringify(identity),
    });
    expect(saved.status).toBe(200);
    const after = await readJson<{ rp: { name: string; id: string } }>(
      auth("/passkey/generate-register-options", { method: "GET", cookie: client.cookie }),
    );
    expect(after.rp).toEqual({ name: "Shapiro Web Studio", id: new URL(TEST_ORIGIN).hostname });
  });
});

describe("GET/DELETE /api/admin/users/:id/passkeys", () => {
  it("lists a client's passkeys with when each last signed in, to staff who read people only", async () => {
    const client = await t.signInAs();
    const passkeyId = await withPasskey(client);
    expect((await adminList(client.user.id)).status).toBe(401);
    const other = await t.signInAs();
    expect((await adminList(client.user.id, client.cookie)).status).toBe(403);
    expect((await adminList(client.user.id, other.cookie)).status).toBe(403);
    const support = await t.signInAs({ role: "admin", agencyRole: "support" });
    const refused = await adminList(client.user.id, support.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "forbidden_for_role" } });
    const { passkeys } = await readJson<AdminList>(adminList(client.user.id, owner.cookie));
    expect(passkeys).toEqual([{ id: passkeyId, name: null, createdAt: expect.any(String), lastUsedAt: expect.any(String) }]);
    expect((await adminList(crypto.randomUUID(), owner.cookie)).status).toBe(404);
  });

  it("removes a client's passkey for an admin, audited; the person's own list updates", async () => {
    const client = await t.signInAs();
    const passkeyId = await withPasskey(client);
    const other = await t.signInAs();
    const support = await t.signInAs({ role: "admin", agencyRole: "support" });
    expect((await remove(client.user.id, passkeyId)).status).toBe(401);
    expect((await remove(client.user.id, passkeyId, client.cookie)).status).toBe(403);
    expect((await remove(client.user.id, passkeyId, other.cookie)).status).toBe(403);
    const byRole = await remove(client.user.id, passkeyId, support.cookie);
    expect(byRole.status).toBe(403);
    expect(await byRole.json()).toMatchObject({ error: { code: "forbidden_for_role" } });
    // Another person's passkey id under this person is not theirs.
    expect((await remove(other.user.id, passkeyId, owner.cookie)).status).toBe(404);
    expect((await ownList(client.cookie)).passkeys).toHaveLength(1);

    const admin = await t.signInAs({ role: "admin", agencyRole: "admin" });
    expect((await remove(client.user.id, passkeyId, admin.cookie)).status).toBe(200);
    expect((await ownList(client.cookie)).passkeys).toEqual([]);
    expect((await readJson<AdminList>(adminList(client.user.id, admin.cookie))).passkeys).toEqual([]);
    const entries = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.targetId, client.user.id), eq(auditEntries.kind, "passkey_removed")));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorId).toBe(admin.user.id);
  });

  it("leaves a staff member's passkeys to an owner", async () => {
    const designer = await t.signInAs({ role: "admin", agencyRole: "designer" });
    const passkeyId = await withPasskey(designer);
    const admin = await t.signInAs({ role: "admin", agencyRole: "admin" });
    const refused = await remove(designer.user.id, passkeyId, admin.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "forbidden_for_role" } });
    expect((await remove(designer.user.id, passkeyId, owner.cookie)).status).toBe(200);
    expect((await remove(owner.user.id, crypto.randomUUID(), owner.cookie)).status).toBe(403);
  });
});
