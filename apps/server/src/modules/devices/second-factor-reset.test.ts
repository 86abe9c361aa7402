import type { AuditEntry } from "@portal/shared/audit-contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoFactors } from "../../db/schema/index.ts";
import { actorWithRole, appWithOwner, clientAndStaff, rolesActingOnPeople, type SignedIn } from "../../test/person-actions.ts";
import { json } from "../../test/support-test-kit.ts";
import { cookieFrom, readJson, type TestApp } from "../../test/test-app.ts";
import { totpCode } from "../../test/totp.ts";

/**
 * Decision 114: an admin resets another person's authenticator app. A client's needs `users.write`
 * (owner, admin), a staff member's `roles.write` (owner); audited; nobody resets their own here.
 */
let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  ({ t, owner } = await appWithOwner());
});
afterAll(() => t.close());

const post = (path: string, body: unknown, cookie?: string) =>
  t.request(`/api/auth${path}`, { method: "POST", body: JSON.stringify(body), cookie });
const reset = (id: string, cookie?: string) =>
  t.request(`/api/admin/users/${id}/reset-second-factor`, {
    method: "POST",
    cookie,
    headers: { "idempotency-key": crypto.randomUUID() },
  });
const errorCode = async (response: Response) => (await json<{ error: { code: string } }>(response)).error.code;

/** A person with a confirmed authenticator app. */
async function withApp(input: Parameters<TestApp["signInAs"]>[0]) {
  const person = await t.signInAs(input);
  const enabled = await post("/two-factor/enable", {}, person.cookie);
  const { totpURI } = await readJson<{ totpURI: string }>(enabled);
  const confirmed = await post("/two-factor/verify-totp", { code: totpCode(totpURI) }, person.cookie);
  expect(confirmed.status).toBe(200);
  return { ...person, cookie: cookieFrom(confirmed) };
}

async function hasApp(id: string) {
  return (await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, id))).length > 0;
}

async function resetEntries(id: string) {
  const res = await t.request(`/api/admin/audit?kind=second_factor_reset&userId=${id}`, { cookie: owner.cookie });
  return (await json<{ entries: AuditEntry[] }>(res)).entries;
}

describe("POST /api/admin/users/{id}/reset-second-factor", () => {
  it.each(rolesActingOnPeople)("role %s resets the apps it may, and leaves the others", async (role, allowed) => {
    const actor = await actorWithRole(t, owner, role);
    for (const [kind, target] of await clientAndStaff(withApp)) {
      const response = await reset(target.user.id, actor.cookie);
      if (allowed[kind]) {
        expect([kind, response.status]).toEqual([kind, 200]);
        expect(await json(response)).toEqual({ reset: true });
        expect(await hasApp(target.user.id)).toBe(false);
        const me = await readJson<{ twoFactorEnabled: boolean }>(t.request("/api/me", { cookie: target.cookie }));
        expect(me.twoFactorEnabled).toBe(false);
        const [entry] = await resetEntries(target.user.id);
        expect(entry).toMatchObject({
          kind: "second_factor_reset",
          target: "user",
          actorId: actor.user.id,
          personId: target.user.id,
        });
        expect(entry?.personLabel).toContain(kind === "client" ? "Carla Client" : "Dov Designer");
        // Again: nothing to reset, nothing recorded.
        expect(await json(await reset(target.user.id, actor.cookie))).toEqual({ reset: false });
        expect(await resetEntries(target.user.id)).toHaveLength(1);
      } else {
        expect([kind, response.status]).toEqual([kind, 403]);
        expect(await errorCode(response)).toBe("forbidden_for_role");
        expect(await hasApp(target.user.id)).toBe(true);
        expect(await resetEntries(target.user.id)).toEqual([]);
      }
    }
  });

  it("lets the person sign in by SMS code alone afterwards", async () => {
    const client = await withApp({ role: "client", phone: "+12025550188" });
    expect((await reset(client.user.id, owner.cookie)).status).toBe(200);
    await post("/phone-number/send-otp", { phoneNumber: "+12025550188" });
    const verified = await post("/phone-number/verify", { phoneNumber: "+12025550188", code: t.sms.lastCodeFor("+12025550188") });
    expect(verified.status).toBe(200);
    expect(await verified.json()).not.toHaveProperty("twoFactorRedirect");
  });

  it("refuses anonymous callers, clients (their own account included) and one's own app", async () => {
    const client = await withApp({ role: "client" });
    const other = await t.signInAs({ role: "client" });
    expect((await reset(client.user.id)).status).toBe(401);
    expect((await reset(client.user.id, client.cookie)).status).toBe(403);
    expect((await reset(client.user.id, other.cookie)).status).toBe(403);
    expect(await hasApp(client.user.id)).toBe(true);
    const own = await reset(owner.user.id, owner.cookie);
    expect([own.status, await errorCode(own)]).toEqual([403, "forbidden"]);
    expect((await reset(crypto.randomUUID(), owner.cookie)).status).toBe(404);
  });
});
