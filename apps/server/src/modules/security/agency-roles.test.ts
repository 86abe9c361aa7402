import type { Profile } from "@portal/shared/profile";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRevision, json } from "../../test/support-test-kit.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * Decision 096 on real rows: a designer reaches only the revisions of projects assigned to them,
 * "Assigned to me" narrows the lists for every role, and only an owner changes roles or removes staff
 * (the last owner: `modules/users/last-owner.test.ts`).
 */
let t: TestApp;
let owner: { cookie: string; user: { id: string } };
let designer: { cookie: string; user: { id: string } };
let manager: { cookie: string; user: { id: string } };
let admin: { cookie: string; user: { id: string } };
let mine: { clientId: string; revisionId: string; projectId: string };
let theirs: { clientId: string; revisionId: string; projectId: string };

async function projectWithRevision() {
  const client = await t.signInAs({ role: "client" });
  const revision = await insertRevision(t, client.user.id);
  return { clientId: client.user.id, revisionId: revision.id, projectId: revision.projectId };
}

function assign(projectId: string, assigneeId: string | null, cookie = owner.cookie) {
  return t.request(`/api/admin/projects/${projectId}`, { method: "PATCH", cookie, body: JSON.stringify({ assigneeId }) });
}

const errorCode = async (response: Response) => (await json<{ error: { code: string } }>(response)).error.code;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signInAs({ role: "admin", agencyRole: "owner" });
  designer = await t.signInAs({ role: "admin", agencyRole: "designer" });
  manager = await t.signInAs({ role: "admin", agencyRole: "project_manager" });
  admin = await t.signInAs({ role: "admin", agencyRole: "admin" });
  mine = await projectWithRevision();
  theirs = await projectWithRevision();
  expect((await assign(mine.projectId, designer.user.id)).status).toBe(200);
  expect((await assign(theirs.projectId, manager.user.id)).status).toBe(200);
});
afterAll(() => t.close());

describe("the session tells the screens the role", () => {
  it("carries the agency role and its capabilities; a client has neither", async () => {
    const me = await json<Profile>(await t.request("/api/me", { cookie: designer.cookie }));
    expect(me.agencyRole).toBe("designer");
    expect(me.capabilities).toEqual(["revisions.read", "revisions.write", "comments.write"]);
    const client = await t.signInAs({ role: "client" });
    const clientMe = await json<Profile>(await t.request("/api/me", { cookie: client.cookie }));
    expect(clientMe).toMatchObject({ agencyRole: null, capabilities: [] });
  });
});

describe("a designer and the projects assigned to them", () => {
  it("lists only the clients whose project is theirs", async () => {
    const list = await json<{ clients: { id: string }[]; total: number }>(
      await t.request("/api/admin/revision-clients", { cookie: designer.cookie }),
    );
    expect(list.clients.map((c) => c.id)).toEqual([mine.clientId]);
    expect(list.total).toBe(1);
  });

  it("opens and changes an assigned project's revision and comments, and no other", async () => {
    expect((await t.request(`/api/admin/revisions/${mine.revisionId}`, { cookie: designer.cookie })).status).toBe(200);
    const other = await t.request(`/api/admin/revisions/${theirs.revisionId}`, { cookie: designer.cookie });
    expect(other.status).toBe(403);
    expect(await errorCode(other)).toBe("forbidden_for_role");
    const status = (id: string) =>
      t.request(`/api/admin/revisions/${id}`, {
        method: "PATCH",
        cookie: designer.cookie,
        body: JSON.stringify({ status: "in_progress" }),
      });
    expect((await status(mine.revisionId)).status).toBe(200);
    expect((await status(theirs.revisionId)).status).toBe(403);
    const list = (clientId: string) =>
      t.request(`/api/admin/revision-clients/${clientId}/revisions`, { cookie: designer.cookie });
    expect((await list(mine.clientId)).status).toBe(200);
    expect((await list(theirs.clientId)).status).toBe(403);
    const comment = `/api/admin/revisions/${theirs.revisionId}/comments/${crypto.randomUUID()}`;
    expect(await errorCode(await t.request(`${comment}/view`, { method: "POST", cookie: designer.cookie }))).toBe(
      "forbidden_for_role",
    );
  });

  it("loses the revision when the project is assigned to someone else", async () => {
    const spare = await projectWithRevision();
    await assign(spare.projectId, designer.user.id);
    expect((await t.request(`/api/admin/revisions/${spare.revisionId}`, { cookie: designer.cookie })).status).toBe(200);
    await assign(spare.projectId, null);
    expect((await t.request(`/api/admin/revisions/${spare.revisionId}`, { cookie: designer.cookie })).status).toBe(403);
  });

  it("cannot assign projects, and a project is assigned to staff only", async () => {
    expect(await errorCode(await assign(mine.projectId, designer.user.id, designer.cookie))).toBe("forbidden_for_role");
    expect(await errorCode(await assign(mine.projectId, mine.clientId))).toBe("assignee_not_admin");
  });
});

describe("Assigned to me", () => {
  it("narrows the projects, the clients and the revision requests to the caller's projects", async () => {
    const projects = await json<{ projects: { id: string }[] }>(
      await t.request("/api/admin/projects?assigned=me", { cookie: manager.cookie }),
    );
    expect(projects.projects.map((p) => p.id)).toEqual([theirs.projectId]);
    const users = await json<{ users: { id: string }[]; total: number }>(
      await t.request("/api/admin/users?assigned=me", { cookie: manager.cookie }),
    );
    expect(users.users.map((u) => u.id)).toEqual([theirs.clientId]);
    expect(users.total).toBe(1);
    const revisions = await json<{ clients: { id: string }[] }>(
      await t.request("/api/admin/revision-clients?assigned=me", { cookie: manager.cookie }),
    );
    expect(revisions.clients.map((c) => c.id)).toEqual([theirs.clientId]);
    const everything = await json<{ clients: { id: string }[] }>(
      await t.request("/api/admin/revision-clients", { cookie: manager.cookie }),
    );
    expect(everything.clients.length).toBeGreaterThan(1);
  });
});

describe("roles are an owner's", () => {
  const setRole = (id: string, body: object, cookie: string) =>
    t.request(`/api/admin/users/${id}/role`, { method: "PATCH", cookie, body: JSON.stringify(body) });

  it("lets an owner give a staff member a role, and refuses an admin", async () => {
    const person = await t.signInAs({ role: "admin", agencyRole: "support" });
    expect(await errorCode(await setRole(person.user.id, { role: "admin", agencyRole: "accountant" }, admin.cookie))).toBe(
      "forbidden_for_role",
    );
    expect((await setRole(person.user.id, { role: "admin", agencyRole: "accountant" }, owner.cookie)).status).toBe(200);
    const detail = await json<{ agencyRole: string }>(
      await t.request(`/api/admin/users/${person.user.id}`, { cookie: owner.cookie }),
    );
    expect(detail.agencyRole).toBe("accountant");
    expect(await errorCode(await setRole(person.user.id, { role: "admin", agencyRole: "accountant" }, owner.cookie))).toBe(
      "role_unchanged",
    );
    // A client made staff without a role named is an admin; made a client again, they hold none.
    const client = await t.signInAs({ role: "client" });
    expect((await setRole(client.user.id, { role: "admin" }, owner.cookie)).status).toBe(200);
    const promoted = await json<Profile>(await t.request("/api/me", { cookie: client.cookie }));
    expect(promoted.agencyRole).toBe("admin");
    expect((await setRole(client.user.id, { role: "client" }, owner.cookie)).status).toBe(200);
    const demoted = await json<{ agencyRole: string | null }>(
      await t.request(`/api/admin/users/${client.user.id}`, { cookie: owner.cookie }),
    );
    expect(demoted.agencyRole).toBeNull();
  });

  it("lets only an owner remove a staff member", async () => {
    const person = await t.signInAs({ role: "admin", agencyRole: "designer" });
    const remove = (cookie: string) => t.request(`/api/admin/users/${person.user.id}`, { method: "DELETE", cookie });
    expect(await errorCode(await remove(admin.cookie))).toBe("forbidden_for_role");
    expect((await remove(owner.cookie)).status).toBe(200);
  });
});
