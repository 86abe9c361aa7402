import type { AuditEntry } from "@portal/shared/audit-contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actorWithRole, appWithOwner, clientAndStaff, rolesActingOnPeople, type SignedIn } from "../../test/person-actions.ts";
import { json } from "../../test/support-test-kit.ts";
import type { TestApp } from "../../test/test-app.ts";

/**
 * Decision 110: ending all of a person's sessions is audited (who ended whose, how many); a
 * client's sessions need `users.write` (owner, admin), a staff member's `roles.write` (owner).
 */
let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  ({ t, owner } = await appWithOwner());
});
afterAll(() => t.close());

const endSessions = (id: string, cookie: string) => t.request(`/api/admin/users/${id}/end-sessions`, { method: "POST", cookie });
const errorCode = async (response: Response) => (await json<{ error: { code: string } }>(response)).error.code;

async function entriesAbout(id: string) {
  const { entries } = await json<{ entries: AuditEntry[] }>(
    await t.request(`/api/admin/audit?kind=sessions_ended&userId=${id}`, { cookie: owner.cookie }),
  );
  return entries;
}

describe("POST /api/admin/users/{id}/end-sessions by agency role", () => {
  it.each(rolesActingOnPeople)("role %s ends the sessions it may, and leaves the others signed in", async (role, allowed) => {
    const actor = await actorWithRole(t, owner, role);
    for (const [kind, target] of await clientAndStaff((input) => t.signInAs(input))) {
      const response = await endSessions(target.user.id, actor.cookie);
      const signedIn = (await t.request("/api/me", { cookie: target.cookie })).status;
      if (allowed[kind]) {
        expect([kind, response.status]).toEqual([kind, 200]);
        expect(await json(response)).toEqual({ ended: 1 });
        expect([kind, signedIn]).toEqual([kind, 401]);
        const [entry] = await entriesAbout(target.user.id);
        expect(entry).toMatchObject({
          kind: "sessions_ended",
          target: "user",
          actorId: actor.user.id,
          targetId: target.user.id,
          personId: target.user.id,
          after: { sessions: 1 },
        });
        expect(entry?.actorLabel).toContain(role === "owner" ? "Olga Owner" : `A ${role}`);
        expect(entry?.personLabel).toContain(kind === "client" ? "Carla Client" : "Dov Designer");
      } else {
        expect([kind, response.status]).toEqual([kind, 403]);
        expect(await errorCode(response)).toBe("forbidden_for_role");
        expect([kind, signedIn]).toEqual([kind, 200]);
        expect(await entriesAbout(target.user.id)).toEqual([]);
      }
    }
  });

  it("refuses anonymous callers and clients, the person's own client account included", async () => {
    const client = await t.signInAs({ role: "client" });
    const other = await t.signInAs({ role: "client" });
    expect((await t.request(`/api/admin/users/${client.user.id}/end-sessions`, { method: "POST" })).status).toBe(401);
    expect((await endSessions(client.user.id, client.cookie)).status).toBe(403);
    expect((await endSessions(client.user.id, other.cookie)).status).toBe(403);
    expect(await entriesAbout(client.user.id)).toEqual([]);
  });

  it("answers 404 for a person who does not exist, and records nothing", async () => {
    const missing = crypto.randomUUID();
    expect((await endSessions(missing, owner.cookie)).status).toBe(404);
    expect(await entriesAbout(missing)).toEqual([]);
  });
});
