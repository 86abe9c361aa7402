import type { AdminProjectsResponse, Project } from "@portal/shared/project-contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject } from "../../db/seed/projects-factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/** A response body read as the type its contract gives it. */
const json = async <T>(res: Response | Promise<Response>): Promise<T> => (await (await res).json()) as T;
type Mine = { project: Project; created: boolean };

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs({ role: "admin" });
});
afterAll(() => t.close());

const payload = (value: unknown) => JSON.stringify(value);

describe("/api/projects/mine", () => {
  it("refuses anonymous callers and admins", async () => {
    expect((await t.request("/api/projects/mine")).status).toBe(401);
    expect((await t.request("/api/projects/mine", { cookie: admin.cookie })).status).toBe(403);
    expect((await t.request("/api/projects/mine", { method: "POST", cookie: admin.cookie })).status).toBe(403);
  });

  it("answers null before the first visit creates a pending project, then the same one", async () => {
    const client = await t.signInAs();
    expect(await (await t.request("/api/projects/mine", { cookie: client.cookie })).json()).toEqual({
      project: null,
    });
    const first = await t.request("/api/projects/mine", { method: "POST", cookie: client.cookie });
    expect(first.status).toBe(200);
    const body = await json<Mine>(first);
    expect(body.created).toBe(true);
    expect(body.project).toMatchObject({
      clientId: client.user.id,
      status: "pending",
      progress: 0,
      revisionCount: 0,
      demoUrl: null,
      estimatedDelivery: null,
    });
    const again = await (await t.request("/api/projects/mine", { method: "POST", cookie: client.cookie })).json();
    expect(again).toEqual({ project: body.project, created: false });
    expect(await (await t.request("/api/projects/mine", { cookie: client.cookie })).json()).toEqual({
      project: body.project,
    });
  });

  it("creates exactly one project when first visits race", async () => {
    const client = await t.signInAs();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.request("/api/projects/mine", { method: "POST", cookie: client.cookie }).then((r) => json<Mine>(r)),
      ),
    );
    expect(new Set(answers.map((a) => a.project.id)).size).toBe(1);
    expect(answers.filter((a) => a.created)).toHaveLength(1);
  });
});

describe("admin projects", () => {
  it("is for admins only", async () => {
    const client = await t.signInAs();
    expect((await t.request("/api/admin/projects")).status).toBe(401);
    expect((await t.request("/api/admin/projects", { cookie: client.cookie })).status).toBe(403);
    const project = await createProject(t.database.db, client.user.id);
    const patch = await t.request(`/api/admin/projects/${project.id}`, {
      method: "PATCH",
      cookie: client.cookie,
      body: payload({ status: "ready" }),
    });
    expect(patch.status).toBe(403);
    const create = await t.request("/api/admin/projects", {
      method: "POST",
      cookie: client.cookie,
      body: payload({ clientId: client.user.id }),
    });
    expect(create.status).toBe(403);
  });

  it("lists projects with their clients, and clients without a project; Create Project makes one", async () => {
    const withProject = await t.signInAs({ fullName: "Has Project" });
    const without = await t.signInAs({ fullName: "No Project" });
    await createProject(t.database.db, withProject.user.id, { status: "in_progress" });
    const list = await json<AdminProjectsResponse>(t.request("/api/admin/projects", { cookie: admin.cookie }));
    expect(list.projects.find((p) => p.clientId === withProject.user.id)).toMatchObject({
      clientName: "Has Project",
      status: "in_progress",
    });
    expect(list.clientsWithoutProjects.clients.map((c) => c.id)).toContain(without.user.id);
    expect(list.totalClients).toBe(list.overall + list.clientsWithoutProjects.total);

    const created = await t.request("/api/admin/projects", {
      method: "POST",
      cookie: admin.cookie,
      body: payload({ clientId: without.user.id }),
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      clientId: without.user.id,
      status: "pending",
      progress: 0,
      revisionCount: 0,
    });
    const twice = await t.request("/api/admin/projects", {
      method: "POST",
      cookie: admin.cookie,
      body: payload({ clientId: without.user.id }),
    });
    expect(twice.status).toBe(409);
    const notClient = await t.request("/api/admin/projects", {
      method: "POST",
      cookie: admin.cookie,
      body: payload({ clientId: crypto.randomUUID() }),
    });
    expect(notClient.status).toBe(404);
  });

  it("edits status, estimated delivery and demo URL, saving empty values as null", async () => {
    const client = await t.signInAs();
    const project = await createProject(t.database.db, client.user.id);
    const delivery = "2026-12-31T23:59:59.999Z";
    const res = await t.request(`/api/admin/projects/${project.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: payload({
        status: "in_progress",
        estimatedDelivery: delivery,
        demoUrl: " https://demo.example.com/site ",
      }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: "in_progress",
      estimatedDelivery: delivery,
      demoUrl: "https://demo.example.com/site",
    });

    const cleared = await t.request(`/api/admin/projects/${project.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: payload({ demoUrl: "", estimatedDelivery: null }),
    });
    expect(await cleared.json()).toMatchObject({
      status: "in_progress",
      demoUrl: null,
      estimatedDelivery: null,
    });

    const mine = await json<{ project: Project }>(t.request("/api/projects/mine", { cookie: client.cookie }));
    expect(mine.project).toMatchObject({ status: "in_progress", demoUrl: null });
  });

  it("refuses bad values", async () => {
    const client = await t.signInAs();
    const project = await createProject(t.database.db, client.user.id);
    for (const body of [
      { status: "done" },
      { demoUrl: "javascript:alert(1)" },
      { demoUrl: "not a url" },
      { estimatedDelivery: "tomorrow" },
      {},
    ]) {
      const res = await t.request(`/api/admin/projects/${project.id}`, {
        method: "PATCH",
        cookie: admin.cookie,
        body: payload(body),
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const missing = await t.request(`/api/admin/projects/${crypto.randomUUID()}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: payload({ status: "ready" }),
    });
    expect(missing.status).toBe(404);
  });

  it("reads one client's project for the user page", async () => {
    const client = await t.signInAs();
    expect(await (await t.request(`/api/admin/clients/${client.user.id}/project`, { cookie: admin.cookie })).json()).toEqual({
      project: null,
    });
    await createProject(t.database.db, client.user.id, { demoUrl: "https://x.example" });
    const { project } = await json<{ project: Project }>(
      t.request(`/api/admin/clients/${client.user.id}/project`, { cookie: admin.cookie }),
    );
    expect(project.demoUrl).toBe("https://x.example");
    expect((await t.request(`/api/admin/clients/${client.user.id}/project`, { cookie: client.cookie })).status).toBe(403);
  });
});
