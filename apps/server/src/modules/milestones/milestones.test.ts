import type { Milestone, MilestonesResponse } from "@portal/shared/milestone-contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject } from "../../db/seed/projects-factories.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs({ role: "admin" });
});
afterAll(() => t.close());

const body = (value: unknown) => JSON.stringify(value);

/** A client with a project (a demo URL set) and the project. */
async function clientWithProject() {
  const client = await t.signInAs();
  const project = await createProject(t.database.db, client.user.id, { demoUrl: "https://demo.example/" });
  if (!project) throw new Error("no project");
  return { client, project };
}

async function fromTemplate(projectId: string): Promise<Milestone[]> {
  const res = await t.request(`/api/admin/projects/${projectId}/milestones/template`, { method: "POST", cookie: admin.cookie });
  expect(res.status).toBe(201);
  return (await readJson<MilestonesResponse>(res)).milestones;
}

describe("admin milestone routes", () => {
  it("answer only admins: anonymous 401, the owning client and another client 403", async () => {
    const { client, project } = await clientWithProject();
    const other = await t.signInAs();
    const [first] = await fromTemplate(project.id);
    const id = first?.id ?? "";
    const calls: Array<[string, string, unknown?]> = [
      ["GET", `/api/admin/projects/${project.id}/milestones`],
      ["POST", `/api/admin/projects/${project.id}/milestones`, { title: { en: "Extra", he: "" } }],
      ["POST", `/api/admin/projects/${project.id}/milestones/template`],
      ["PUT", `/api/admin/projects/${project.id}/milestones/order`, { ids: [id] }],
      ["PATCH", `/api/admin/milestones/${id}`, { state: "in_progress" }],
      ["DELETE", `/api/admin/milestones/${id}`],
      ["POST", `/api/admin/milestones/${id}/approval-request`, { pages: ["/"] }],
    ];
    for (const [method, path, payload] of calls) {
      const init = { method, ...(payload ? { body: body(payload) } : {}) };
      expect((await t.request(path, init)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await t.request(path, { ...init, cookie: client.cookie })).status, `${method} ${path} owner`).toBe(403);
      expect((await t.request(path, { ...init, cookie: other.cookie })).status, `${method} ${path} other`).toBe(403);
    }
    const list = await readJson<MilestonesResponse>(
      t.request(`/api/admin/projects/${project.id}/milestones`, { cookie: admin.cookie }),
    );
    expect(list.milestones.map((m) => m.title.en)).toEqual(["Deposit", "Design", "Build", "Launch"]);
  });

  it("creates the template once, in both languages and in order", async () => {
    const { project } = await clientWithProject();
    const list = await fromTemplate(project.id);
    expect(list.map((m) => [m.position, m.title.en, m.title.he, m.state])).toEqual([
      [0, "Deposit", "מקדמה", "upcoming"],
      [1, "Design", "עיצוב", "upcoming"],
      [2, "Build", "פיתוח", "upcoming"],
      [3, "Launch", "השקה", "upcoming"],
    ]);
    const again = await t.request(`/api/admin/projects/${project.id}/milestones/template`, {
      method: "POST",
      cookie: admin.cookie,
    });
    expect(again.status).toBe(409);
    expect((await readJson<{ error: { code: string } }>(again)).error.code).toBe("milestones_exist");
    const missing = await t.request(`/api/admin/projects/${crypto.randomUUID()}/milestones`, { cookie: admin.cookie });
    expect(missing.status).toBe(404);
  });

  it("adds at the end, edits with If-Match (412 from a stale version), reorders and removes", async () => {
    const { project } = await clientWithProject();
    const added = await t.request(`/api/admin/projects/${project.id}/milestones`, {
      method: "POST",
      cookie: admin.cookie,
      body: body({ title: { en: "Design", he: "עיצוב" }, dueAt: "2026-12-01T21:59:59.999Z", amountCents: 150000 }),
    });
    expect(added.status).toBe(201);
    await t.request(`/api/admin/projects/${project.id}/milestones`, {
      method: "POST",
      cookie: admin.cookie,
      body: body({ title: { en: "Build", he: "" } }),
    });
    const list = await readJson<MilestonesResponse>(
      t.request(`/api/admin/projects/${project.id}/milestones`, { cookie: admin.cookie }),
    );
    const [design, build] = list.milestones;
    if (!design || !build) throw new Error("two milestones expected");
    expect(design).toMatchObject({ position: 0, amountCents: 150000, dueAt: "2026-12-01T21:59:59.999Z" });
    expect(build.position).toBe(1);

    const edit = (ifMatch: string, changes: unknown) =>
      t.request(`/api/admin/milestones/${design.id}`, {
        method: "PATCH",
        cookie: admin.cookie,
        headers: { "if-match": ifMatch },
        body: body(changes),
      });
    const saved = await edit(`"${design.version}"`, { amountCents: 200000, state: "in_progress" });
    expect(saved.status).toBe(200);
    expect(saved.headers.get("etag")).toMatch(/^"\d+"$/);
    const stale = await edit(`"${design.version}"`, { amountCents: 1 });
    expect(stale.status).toBe(412);
    expect((await readJson<{ error: { code: string } }>(stale)).error.code).toBe("edit_conflict");
    expect((await edit("*", { state: "approved" })).status).toBe(400);

    const order = await t.request(`/api/admin/projects/${project.id}/milestones/order`, {
      method: "PUT",
      cookie: admin.cookie,
      body: body({ ids: [build.id, design.id] }),
    });
    expect(order.status).toBe(200);
    const reordered = (await readJson<MilestonesResponse>(order)).milestones;
    expect(reordered.map((m) => [m.title.en, m.position, m.amountCents, m.state])).toEqual([
      ["Build", 0, null, "upcoming"],
      ["Design", 1, 200000, "in_progress"],
    ]);
    const partial = await t.request(`/api/admin/projects/${project.id}/milestones/order`, {
      method: "PUT",
      cookie: admin.cookie,
      body: body({ ids: [build.id] }),
    });
    expect(partial.status).toBe(409);

    const removed = await t.request(`/api/admin/milestones/${build.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(removed.status).toBe(200);
    expect((await readJson<MilestonesResponse>(removed)).milestones.map((m) => m.title.en)).toEqual(["Design"]);
    expect((await t.request(`/api/admin/milestones/${build.id}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(404);
  });

  it("refuses bad input: no title, a negative amount, a page off the demo", async () => {
    const { project } = await clientWithProject();
    const [first] = await fromTemplate(project.id);
    const add = (payload: unknown) =>
      t.request(`/api/admin/projects/${project.id}/milestones`, { method: "POST", cookie: admin.cookie, body: body(payload) });
    expect((await add({ title: { en: "", he: "" } })).status).toBe(400);
    expect((await add({ title: { en: "A", he: "" }, amountCents: -5 })).status).toBe(400);
    const ask = await t.request(`/api/admin/milestones/${first?.id}/approval-request`, {
      method: "POST",
      cookie: admin.cookie,
      body: body({ pages: ["https://elsewhere.example/"] }),
    });
    expect(ask.status).toBe(400);
  });

  it("asks for approval only with a demo URL, and tells the client", async () => {
    const client = await t.signInAs();
    const project = await createProject(t.database.db, client.user.id);
    if (!project) throw new Error("no project");
    const [deposit] = await fromTemplate(project.id);
    const ask = (id: string) =>
      t.request(`/api/admin/milestones/${id}/approval-request`, {
        method: "POST",
        cookie: admin.cookie,
        body: body({ pages: ["/", "/menu", "/"], versionLabel: "v2" }),
      });
    const refused = await ask(deposit?.id ?? "");
    expect(refused.status).toBe(400);
    expect((await readJson<{ error: { code: string } }>(refused)).error.code).toBe("demo_url_required");
    await t.request(`/api/admin/projects/${project.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: body({ demoUrl: "https://demo.example/" }),
    });
    const asked = await ask(deposit?.id ?? "");
    expect(asked.status).toBe(200);
    const [awaiting] = (await readJson<MilestonesResponse>(asked)).milestones;
    expect(awaiting).toMatchObject({ state: "awaiting_approval", reviewPages: ["/", "/menu"], versionLabel: "v2" });
    expect(awaiting?.approvalRequestedAt).not.toBeNull();
    const mine = await readJson<MilestonesResponse>(t.request("/api/projects/mine/milestones", { cookie: client.cookie }));
    expect(mine.milestones[0]?.state).toBe("awaiting_approval");
  });
});
