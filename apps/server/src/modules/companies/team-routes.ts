import { changeRightsRequest, inviteColleagueRequest, teamResponse } from "@portal/shared/company-contracts";
import { z } from "zod";
import { accountOf, clientRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { idempotency, idempotencyHeaders, idempotencyResponses } from "../../lib/idempotency.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import { changeRights, inviteColleague, listTeam, removeColleague } from "./team-service.ts";

const byPerson = z.object({ personId: z.uuid() });
const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

/** The owner's Team page: who is in the company, inviting, rights and removal (decision 106). */
export const teamRoutes = createRouter();
teamRoutes
  .openapi(
    clientRoute("owner", {
      method: "get",
      path: "/companies/team",
      tags: ["companies"],
      responses: { 200: jsonContent(teamResponse, "The company's people, its owner first"), ...errorResponses },
    }),
    async (c) => c.json({ members: await listTeam(c.var.deps.db, accountOf(c)) }, 200),
  )
  .openapi(
    clientRoute("owner", {
      method: "post",
      path: "/companies/team",
      middleware: [idempotency] as const,
      tags: ["companies"],
      description:
        "Invites a colleague by e-mail or phone (or both), with their rights; a new person gets a set-password e-mail, or when invited by phone alone an SMS with a sign-in link.",
      request: { headers: idempotencyHeaders, body: json(inviteColleagueRequest) },
      responses: { 201: jsonContent(teamResponse, "The company's people"), ...errorResponses, ...idempotencyResponses },
    }),
    async (c) => {
      const members = await inviteColleague(c.var.deps, accountOf(c), currentUser(c), c.req.valid("json"));
      return c.json({ members }, 201);
    },
  )
  .openapi(
    clientRoute("owner", {
      method: "patch",
      path: "/companies/team/{personId}",
      tags: ["companies"],
      request: { params: byPerson, body: json(changeRightsRequest) },
      responses: { 200: jsonContent(teamResponse, "The company's people"), ...errorResponses },
    }),
    async (c) => {
      const { personId } = c.req.valid("param");
      return c.json({ members: await changeRights(c.var.deps.db, accountOf(c), personId, c.req.valid("json").rights) }, 200);
    },
  )
  .openapi(
    clientRoute("owner", {
      method: "delete",
      path: "/companies/team/{personId}",
      tags: ["companies"],
      request: { params: byPerson },
      responses: { 200: jsonContent(teamResponse, "The company's people"), ...errorResponses },
    }),
    async (c) => c.json({ members: await removeColleague(c.var.deps.db, accountOf(c), c.req.valid("param").personId) }, 200),
  );
