import {
  adminProjectsQuery,
  adminProjectsResponse,
  createProjectRequest,
  projectSchema,
  updateProjectRequest,
} from "@portal/shared/project-contracts";
import { z } from "zod";
import { accountOf, adminRoute, assignedFilter, clientRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import { etagHeader, preconditionOf, sendEtag } from "../../lib/preconditions.ts";
import * as shape from "../../lib/route-shapes.ts";
import { actorOf } from "../audit/index.ts";
import {
  createProjectFor,
  findProjectOfClient,
  findVersionedProjectOfClient,
  getOrCreateOwnProject,
  listProjectsForAdmin,
  updateProject,
} from "./project-service.ts";

/** The project and its demo: to see it, or to pin and request revisions on it (decision 115). */
const SEE_PROJECT = ["project", "revisions"] as const;

const myProjectResponse = z.object({ project: projectSchema, created: z.boolean() });

export const projectRoutes = createRouter();

projectRoutes.openapi(
  clientRoute(SEE_PROJECT, {
    method: "get",
    path: "/projects/mine",
    tags: ["projects"],
    responses: {
      200: jsonContent(z.object({ project: projectSchema.nullable() }), "The client's project, or null"),
      401: errorResponses[401],
      403: errorResponses[403],
    },
  }),
  async (c) => c.json({ project: await findProjectOfClient(c.get("deps").db, accountOf(c).id) }, 200),
);

projectRoutes.openapi(
  clientRoute(SEE_PROJECT, {
    method: "post",
    path: "/projects/mine",
    tags: ["projects"],
    description: "Creates the client's project when missing (first visit); answers the existing one otherwise.",
    responses: {
      200: jsonContent(myProjectResponse, "The client's project"),
      401: errorResponses[401],
      403: errorResponses[403],
    },
  }),
  async (c) => {
    const result = await getOrCreateOwnProject(c.get("deps"), accountOf(c).id);
    return c.json(result, 200);
  },
);

projectRoutes.openapi(
  adminRoute("projects.read", {
    method: "get",
    path: "/admin/projects",
    tags: ["projects"],
    request: { query: adminProjectsQuery },
    responses: {
      200: jsonContent(adminProjectsResponse, "Counts, a page of projects and a page of clients without one"),
      400: errorResponses[400],
      401: errorResponses[401],
      403: errorResponses[403],
    },
  }),
  async (c) => {
    const query = c.req.valid("query");
    return c.json(await listProjectsForAdmin(c.get("deps").db, { ...query, assignedTo: assignedFilter(c, query.assigned) }), 200);
  },
);

projectRoutes.openapi(
  adminRoute("projects.write", {
    method: "post",
    path: "/admin/projects",
    tags: ["projects"],
    ...shape.change(
      { body: shape.jsonBody(createProjectRequest) },
      { 201: jsonContent(projectSchema, "The new project"), ...shape.refused },
    ),
  }),
  async (c) => {
    const project = await createProjectFor(c.get("deps"), actorOf(currentUser(c)), c.req.valid("json").clientId);
    return c.json(project, 201);
  },
);

projectRoutes.openapi(
  adminRoute("projects.write", {
    method: "patch",
    path: "/admin/projects/{id}",
    tags: ["projects"],
    description: "Changes only the fields given. With `If-Match`, only when the project is still at that version.",
    ...shape.guardedChange(
      { params: z.object({ id: z.uuid() }), body: shape.jsonBody(updateProjectRequest) },
      { 200: shape.versioned(projectSchema, "The updated project") },
    ),
  }),
  async (c) => {
    const id = c.req.valid("param").id;
    const precondition = preconditionOf(c, "project", id);
    const changed = await updateProject(c.get("deps"), actorOf(currentUser(c)), id, c.req.valid("json"), precondition);
    const { project } = shape.withEtag(c, changed);
    return c.json(project, 200);
  },
);

projectRoutes.openapi(
  adminRoute("projects.read", {
    method: "get",
    path: "/admin/clients/{clientId}/project",
    tags: ["projects"],
    request: { params: z.object({ clientId: z.uuid() }) },
    responses: {
      200: {
        ...jsonContent(z.object({ project: projectSchema.nullable() }), "The client's project, or null"),
        headers: etagHeader,
      },
      401: errorResponses[401],
      403: errorResponses[403],
    },
  }),
  async (c) => {
    const { project, version } = await findVersionedProjectOfClient(c.get("deps").db, c.req.valid("param").clientId);
    if (version) sendEtag(c, version);
    return c.json({ project }, 200);
  },
);
