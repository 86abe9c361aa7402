import type { AdminProjectRow, AdminProjectsResponse, Project } from "@portal/shared/project-contracts";
import { HttpResponse, type HttpResponseResolver, http } from "msw";
import { pageOf } from "./page";
import { daniel } from "./session";

/** Daniel's project: in progress, with a demo and one revision used. */
export const danielsProject: Project = {
  id: "9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d",
  clientId: daniel.id,
  status: "in_progress",
  progress: 60,
  revisionCount: 1,
  assigneeId: null,
  demoUrl: null,
  estimatedDelivery: "2026-12-20T21:59:59.999Z",
  createdAt: "2026-10-02T09:31:00.000Z",
};

type Answer = HttpResponseResolver;
type ClientWithoutProject = AdminProjectsResponse["clientsWithoutProjects"]["clients"][number];
const json = (body: unknown, etag?: string) => HttpResponse.json(body as object, etag ? { headers: { ETag: etag } } : undefined);

export const projectHandlers = {
  /** `GET /api/projects/mine`: the client's own project (null before the first visit creates it). */
  mine: (answer: Answer | Project | null) =>
    http.get("/api/projects/mine", typeof answer === "function" ? answer : () => json({ project: answer })),
  /** `POST /api/projects/mine`: creates the missing project. */
  createMine: (project: Project) => http.post("/api/projects/mine", () => json({ project, created: true })),
  /** `GET /api/admin/clients/:id/project`: one client's project for an admin, with its ETag. */
  ofClient: (project: Project | null, etag = '"1"') =>
    http.get(`/api/admin/clients/:clientId/project`, () => json({ project }, etag)),
  /** `PATCH /api/admin/projects/:id`. */
  update: (answer: Answer) => http.patch("/api/admin/projects/:projectId", answer),
};

/** Daniel's project as a dashboard row: Brooks Bakery, no milestones. */
export const danielsRow: AdminProjectRow = {
  ...danielsProject,
  clientEmail: daniel.email,
  clientName: daniel.fullName,
  businessName: daniel.businessName,
  milestones: [],
};

/** Noa's project: ready (100%), no delivery date, no revisions used. */
export const noasRow: AdminProjectRow = {
  ...danielsProject,
  id: "9a0b1c2d-3e4f-4a5b-8c6d-000000000002",
  clientId: "6f1c2a9e-3b7d-4c1a-9e2f-000000000002",
  status: "ready",
  revisionCount: 0,
  estimatedDelivery: null,
  clientEmail: "noa@olivegrove.example",
  clientName: "Noa Peretz",
  businessName: "Olive Grove",
  milestones: [],
};

/** Yossi signed up and has no project yet. */
export const yossiWithoutProject: ClientWithoutProject = {
  id: "6f1c2a9e-3b7d-4c1a-9e2f-000000000003",
  email: "yossi@lemonade.example",
  fullName: "Yossi Mizrahi",
  businessName: null,
  createdAt: "2026-11-25T09:00:00.000Z",
};

/** The dashboard's answer: counts, one page of `projects`, and the clients without one. */
export const dashboardOf = (
  projects: AdminProjectRow[],
  without: ClientWithoutProject[] = [],
  overall = projects.length,
): AdminProjectsResponse => ({
  totalClients: 3,
  activeProjects: 1,
  completedProjects: 1,
  projects,
  ...pageOf(projects, { overall }),
  clientsWithoutProjects: { clients: without, ...pageOf(without) },
});

export const dashboardHandlers = {
  /** `GET /api/admin/projects`: the answer given, or `answer`'s for the query. */
  projects: (answer: AdminProjectsResponse | ((query: URLSearchParams) => Response | AdminProjectsResponse | Promise<never>)) =>
    http.get("/api/admin/projects", async ({ request }) => {
      const result = typeof answer === "function" ? await answer(new URL(request.url).searchParams) : answer;
      return result instanceof Response ? result : HttpResponse.json(result);
    }),
  /** `POST /api/admin/projects`: a project for a client without one. */
  create: (answer: Answer) => http.post("/api/admin/projects", answer),
};
