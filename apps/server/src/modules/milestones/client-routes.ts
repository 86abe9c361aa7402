import {
  approveMilestoneRequest,
  milestoneApprovalSchema,
  milestoneChangesRequest,
  milestonesResponse,
} from "@portal/shared/milestone-contracts";
import { z } from "zod";
import { accountOf, clientRoute } from "../../auth/route-access.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { idempotency, idempotencyHeaders, idempotencyResponses } from "../../lib/idempotency.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import * as shape from "../../lib/route-shapes.ts";
import { approveMilestone, listMilestonesOfClient, requestMilestoneChanges } from "./signoff-service.ts";

const milestoneParams = z.object({ id: z.uuid() });
const changeResponses = { ...errorResponses, ...idempotencyResponses, 409: errorResponses[400] };

/** The client's milestones, and their sign-off (decision 098). */
export const milestoneClientRoutes = createRouter()
  .openapi(
    clientRoute(["project", "revisions"], {
      method: "get",
      path: "/projects/mine/milestones",
      tags: ["milestones"],
      description: "The client's project's milestones in order (none before the project exists), with each sign-off record.",
      responses: shape.readAnswers(milestonesResponse, "The milestones"),
    }),
    async (c) => c.json({ milestones: await listMilestonesOfClient(c.get("deps").db, accountOf(c).id) }, 200),
  )
  .openapi(
    clientRoute("revisions", {
      method: "post",
      path: "/milestones/{id}/approve",
      middleware: [idempotency] as const,
      tags: ["milestones"],
      description:
        "Signs the milestone off with the client's typed full name: the reviewed pages are fetched and hashed, and the certificate is made at once. 409 `milestone_not_awaiting_approval` when it is not waiting for approval (approved already included).",
      request: { headers: idempotencyHeaders, params: milestoneParams, body: shape.jsonBody(approveMilestoneRequest) },
      responses: { 201: jsonContent(milestoneApprovalSchema, "The sign-off record"), ...changeResponses },
    }),
    async (c) => {
      const approval = await approveMilestone(c.get("deps"), accountOf(c), c.req.valid("param").id, c.req.valid("json"), {
        address: clientIp(c),
        browser: c.req.header("user-agent") ?? null,
      });
      return c.json(approval, 201);
    },
  )
  .openapi(
    clientRoute("revisions", {
      method: "post",
      path: "/milestones/{id}/changes",
      middleware: [idempotency] as const,
      tags: ["milestones"],
      description: "Answers an approval request with the revision request just submitted: the milestone is back with the agency.",
      request: { headers: idempotencyHeaders, params: milestoneParams, body: shape.jsonBody(milestoneChangesRequest) },
      responses: { 200: jsonContent(milestonesResponse, "The milestones"), ...changeResponses },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const list = await requestMilestoneChanges(c.get("deps"), accountOf(c).id, id, c.req.valid("json").revisionId);
      return c.json({ milestones: list }, 200);
    },
  );
