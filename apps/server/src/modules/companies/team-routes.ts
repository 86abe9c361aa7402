import { changeRightsRequest, inviteColleagueRequest, teamResponse } from "@portal/shared/company-contracts";
import { z } from "zod";
import { accountOf, clientRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { createRouter, jsonContent } from "../../lib/openapi.ts";
import * as shape from "../../lib/route-shapes.ts";
import { actorOf } from "../audit/index.ts";
import { changeRights, inviteColleague, listTeam, removeColleague } from "./team-service.ts";

const byPerson = z.object({ personId: z.uuid() });

/** The owner as the audit trail names them: the person and the company they act for (decision 114). */
function ownerChange(c: Parameters<typeof accountOf>[0] & Parameters<typeof currentUser>[0]) {
  return { actor: actorOf(currentUser(c), c.var.company?.name) };
}

/** The owner's Team page: who is in the company, inviting, rights and removal (decision 106). */
export const teamRoutes = createRouter();
teamRoutes
  .openapi(
    clientRoute("owner", {
      method: "get",
      path: "/companies/team",
      tags: ["companies"],
      responses: shape.readAnswers(teamResponse, "The company's people, its owner first"),
    }),
    async (c) => c.json({ members: await listTeam(c.var.deps.db, accountOf(c)) }, 200),
  )
  .openapi(
    clientRoute("owner", {
      method: "post",
      path: "/companies/team",
      tags: ["companies"],
      description:
        "Invites a colleague by e-mail or phone (or both), with their rights; a new person gets a set-password e-mail, or when invited by phone alone an SMS with a sign-in link.",
      ...shape.change(
        { body: shape.jsonBody(inviteColleagueRequest) },
        { 201: jsonContent(teamResponse, "The company's people") },
      ),
    }),
    async (c) => {
      const members = await inviteColleague(c.var.deps, accountOf(c), ownerChange(c), c.req.valid("json"));
      return c.json({ members }, 201);
    },
  )
  .openapi(
    clientRoute("owner", {
      method: "patch",
      path: "/companies/team/{personId}",
      tags: ["companies"],
      request: { params: byPerson, body: shape.jsonBody(changeRightsRequest) },
      responses: shape.readAnswers(teamResponse, "The company's people"),
    }),
    async (c) => {
      const { personId } = c.req.valid("param");
      const { rights } = c.req.valid("json");
      return c.json({ members: await changeRights(c.var.deps, accountOf(c), ownerChange(c), personId, rights) }, 200);
    },
  )
  .openapi(
    clientRoute("owner", {
      method: "delete",
      path: "/companies/team/{personId}",
      tags: ["companies"],
      request: { params: byPerson },
      responses: shape.readAnswers(teamResponse, "The company's people"),
    }),
    async (c) => {
      const { personId } = c.req.valid("param");
      return c.json({ members: await removeColleague(c.var.deps, accountOf(c), ownerChange(c), personId) }, 200);
    },
  );
