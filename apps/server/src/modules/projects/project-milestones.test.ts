import type { AdminProjectsResponse } from "@portal/shared/project-contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject } from "../../db/seed/projects-factories.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/admin/projects: each project's milestones for the progress rule (decision 105)", () => {
  it("lists a project's milestones in their order, and none for a project without", async () => {
    const admin = await t.signInAs({ role: "admin" });
    const withMilestones = await t.signInAs({ fullName: "Milestone Client" });
    const without = await t.signInAs({ fullName: "Plain Client" });
    const project = await createProject(t.deps.db, withMilestones.user.id);
    await createProject(t.deps.db, without.user.id);
    const template = await t.request(`/api/admin/projects/${project?.id}/milestones/template`, {
      method: "POST",
      cookie: admin.cookie,
    });
    expect(template.status).toBe(201);
    const res = await t.request("/api/admin/projects?pageSize=50", { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const { projects } = await readJson<AdminProjectsResponse>(res);
    const listed = projects.find((p) => p.id === project?.id);
    expect(listed?.milestones.map((m) => m.state)).toEqual(["upcoming", "upcoming", "upcoming", "upcoming"]);
    expect(listed?.milestones.map((m) => m.position)).toEqual(
      [...(listed?.milestones.map((m) => m.position) ?? [])].sort((a, b) => a - b),
    );
    expect(projects.find((p) => p.clientId === without.user.id)?.milestones).toEqual([]);
  });
});
