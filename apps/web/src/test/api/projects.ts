import type { Project } from "@portal/shared/project-contracts";
import { HttpResponse, type HttpResponseResolver, http } from "msw";
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
