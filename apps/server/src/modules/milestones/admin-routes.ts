import {
  approvalRequestRequest,
  createMilestoneRequest,
  milestonesResponse,
  reorderMilestonesRequest,
  updateMilestoneRequest,
} from "@portal/shared/milestone-contracts";
import { z } from "zod";
import { adminRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { answerGuardedChange } from "../../lib/guarded-change.ts";
import { createRouter, jsonContent } from "../../lib/openapi.ts";
import { preconditionOf } from "../../lib/preconditions.ts";
import * as shape from "../../lib/route-shapes.ts";
import { actorOf } from "../audit/index.ts";
import {
  createMilestone,
  createMilestonesFromTemplate,
  listMilestonesForAdmin,
  removeMilestone,
  reorderMilestones,
  requestApproval,
  updateMilestone,
} from "./milestone-service.ts";

const projectParams = z.object({ projectId: z.uuid() });
const milestoneParams = z.object({ id: z.uuid() });
/** A change's answers: the project's milestones after it, or 409 when a milestone's state refuses it. */
const milestonesAfter = (description: string) => ({ 200: jsonContent(milestonesResponse, description), ...shape.refused });

/** Admins manage a project's milestones and ask for sign-off (decision 098). */
export const milestoneAdminRoutes = createRouter()
  .openapi(
    adminRoute("projects.read", {
      method: "get",
      path: "/admin/projects/{projectId}/milestones",
      tags: ["milestones"],
      description:
        "The project's milestones in order; each carries its `version` for `If-Match`, and its sign-off once approved.",
      request: { params: projectParams },
      responses: shape.readAnswers(milestonesResponse, "The milestones"),
    }),
    async (c) => c.json({ milestones: await listMilestonesForAdmin(c.get("deps").db, c.req.valid("param").projectId) }, 200),
  )
  .openapi(
    adminRoute("projects.write", {
      method: "post",
      path: "/admin/projects/{projectId}/milestones",
      tags: ["milestones"],
      description: "Adds a milestone at the end.",
      ...shape.change(
        { params: projectParams, body: shape.jsonBody(createMilestoneRequest) },
        { 201: jsonContent(milestonesResponse, "The milestones with the new one"), ...shape.refused },
      ),
    }),
    async (c) => {
      const list = await createMilestone(
        c.get("deps"),
        actorOf(currentUser(c)),
        c.req.valid("param").projectId,
        c.req.valid("json"),
      );
      return c.json({ milestones: list }, 201);
    },
  )
  .openapi(
    adminRoute("projects.write", {
      method: "post",
      path: "/admin/projects/{projectId}/milestones/template",
      tags: ["milestones"],
      description: "Adds Deposit, Design, Build and Launch to a project without milestones (409 `milestones_exist` otherwise).",
      ...shape.change(
        { params: projectParams },
        { 201: jsonContent(milestonesResponse, "The template's milestones"), ...shape.refused },
      ),
    }),
    async (c) => {
      const list = await createMilestonesFromTemplate(c.get("deps"), actorOf(currentUser(c)), c.req.valid("param").projectId);
      return c.json({ milestones: list }, 201);
    },
  )
  .openapi(
    adminRoute("projects.write", {
      method: "put",
      path: "/admin/projects/{projectId}/milestones/order",
      tags: ["milestones"],
      description: "Orders the project's milestones as listed (every one of them, each once).",
      ...shape.change(
        { params: projectParams, body: shape.jsonBody(reorderMilestonesRequest) },
        milestonesAfter("The milestones in their new order"),
      ),
    }),
    async (c) => {
      const { projectId } = c.req.valid("param");
      const list = await reorderMilestones(c.get("deps"), actorOf(currentUser(c)), projectId, c.req.valid("json").ids);
      return c.json({ milestones: list }, 200);
    },
  )
  .openapi(
    adminRoute(
      "projects.write",
      shape.guardedEdit(
        "patch",
        "/admin/milestones/{id}",
        "milestones",
        updateMilestoneRequest,
        { 200: shape.versioned(milestonesResponse, "The project's milestones"), ...shape.refused },
        "Changes only the fields given. With `If-Match` (the milestone's `version`, quoted), only when it is still that version.",
      ),
    ),
    async (c) => answerGuardedChange(c, "milestone", updateMilestone, (body) => body),
  )
  .openapi(
    adminRoute("projects.write", {
      method: "delete",
      path: "/admin/milestones/{id}",
      tags: ["milestones"],
      description: "Removes a milestone that is not approved.",
      ...shape.guardedChange({ params: milestoneParams }, milestonesAfter("The remaining milestones")),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const list = await removeMilestone(c.get("deps"), actorOf(currentUser(c)), id, preconditionOf(c, "milestone", id));
      return c.json({ milestones: list }, 200);
    },
  )
  .openapi(
    adminRoute(
      "projects.write",
      shape.guardedEdit(
        "post",
        "/admin/milestones/{id}/approval-request",
        "milestones",
        approvalRequestRequest,
        milestonesAfter("The project's milestones"),
        "Asks the client to approve the milestone after reviewing the named demo pages (and version).",
      ),
    ),
    async (c) => {
      const { id } = c.req.valid("param");
      const precondition = preconditionOf(c, "milestone", id);
      const list = await requestApproval(c.get("deps"), actorOf(currentUser(c)), id, c.req.valid("json"), precondition);
      return c.json({ milestones: list }, 200);
    },
  );
