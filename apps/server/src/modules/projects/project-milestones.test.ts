import { computeProgressWithMilestones } from "@portal/shared/milestone-progress";
import type { AdminProjectsResponse } from "@portal/shared/project-contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { milestones } from "../../db/schema/index.ts";
import { createProject } from "../../db/seed/projects-factories.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/admin/projects: each project's milestones for the progress rule (decisions 105, 112)", () => {
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

  it("sorts by progress as the shared rule shows it: with milestones, the share approved", async () => {
    const admin = await t.signInAs({ role: "admin" });
    const tag = `Sorted${Date.now()}`;
    /** A project with a stored progress and milestones in these states (none: the spec's rule). */
    const projectWith = async (name: string, progress: number, states: string[], status: "pending" | "ready" = "pending") => {
      const person = await t.signInAs({ fullName: `${tag} ${name}` });
      const project = await createProject(t.deps.db, person.user.id, { progress, status });
      if (!project) throw new Error("no project");
      const dueAt = new Date("2030-05-01T20:59:59.999Z");
      if (states.length > 0)
        await t.deps.db
          .insert(milestones)
          .values(states.map((state, position) => ({ projectId: project.id, position, titleEn: `M${position}`, state, dueAt })));
      return name;
    };
    // The spec's stored progress alone would order them C (0), D (50), A (60), B (90), E (95).
    const a = await projectWith("A", 60, []);
    const b = await projectWith("B", 90, ["approved", "in_progress", "upcoming", "upcoming"]);
    const c = await projectWith("C", 0, ["approved", "approved"]);
    const d = await projectWith("D", 50, ["awaiting_approval", "upcoming", "upcoming"]);
    const e = await projectWith("E", 95, ["upcoming", "upcoming", "upcoming"], "ready");
    const order = async (dir: "asc" | "desc") => {
      const res = await t.request(`/api/admin/projects?search=${tag}&sort=progress&dir=${dir}&pageSize=10`, {
        cookie: admin.cookie,
      });
      expect(res.status).toBe(200);
      const { projects } = await readJson<AdminProjectsResponse>(res);
      return projects;
    };
    const ascending = await order("asc");
    const names = (list: typeof ascending) => list.map((p) => p.clientName.slice(tag.length + 1));
    // D 0%, B 25%, A 60%, then C (all approved) and E (ready) at 100%, tied, in id order.
    expect(names(ascending).slice(0, 3)).toEqual([d, b, a]);
    expect(names(ascending).slice(3).sort()).toEqual([c, e]);
    expect(names(await order("desc")).slice(2)).toEqual([a, b, d]);
    // The order is the one of the percent the screens compute with the shared rule.
    expect(ascending.map((p) => computeProgressWithMilestones(p, p.milestones).percent)).toEqual([0, 25, 60, 100, 100]);
    // The milestones come in the same statement, in their order, with the API's instants.
    expect(ascending.find((p) => p.clientName.endsWith(" B"))?.milestones).toEqual([
      { state: "approved", dueAt: "2030-05-01T20:59:59.999Z", position: 0 },
      { state: "in_progress", dueAt: "2030-05-01T20:59:59.999Z", position: 1 },
      { state: "upcoming", dueAt: "2030-05-01T20:59:59.999Z", position: 2 },
      { state: "upcoming", dueAt: "2030-05-01T20:59:59.999Z", position: 3 },
    ]);
  });
});
