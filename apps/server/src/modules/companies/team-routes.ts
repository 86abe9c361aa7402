import { changeRightsRequest, inviteColleagueRequest, teamResponse } from "@portal/shared/company-contracts";
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { accountOf, clientRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { createRouter, jsonContent } from "../../lib/openapi.ts";
import { requiredConditionalHeaders, requiredPreconditionOf, requiredPreconditionResponses } from "../../lib/preconditions.ts";
import * as shape from "../../lib/route-shapes.ts";
import { actorOf } from "../audit/index.ts";
import { changeRights, inviteColleague, listTeam, removeColleague } from "./team-service.ts";

const byPerson = z.object({ personId: z.uuid() });

type RouteContext = Context<AppEnv>;

/** The owner as the audit trail names them: the person and the company they act for (decision 114). */
function ownerChange(c: RouteContext) {
  return { actor: actorOf(currentUser(c), c.get("company")?.name) };
}

/**
 * A change of one colleague, made from the version of their row the Team page showed (the member's
 * `etag`): required, so a page left open does not undo an admin's or another tab's change (decision 120).
 */
function colleagueChange(c: RouteContext, personId: string) {
  return { ...ownerChange(c), precondition: requiredPreconditionOf(c, "company", `${accountOf(c).id}/${personId}`) };
}

const colleagueAnswers = { 200: jsonContent(teamResponse, "The company's people"), ...requiredPreconditionResponses };

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
    async (c) => c.json({ members: await listTeam(c.get("deps").db, accountOf(c)) }, 200),
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
      const members = await inviteColleague(c.get("deps"), accountOf(c), ownerChange(c), c.req.valid("json"));
      return c.json({ members }, 201);
    },
  )
  .openapi(
    clientRoute("owner", {
      method: "patch",
      path: "/companies/team/{personId}",
      tags: ["companies"],
      description:
        "Gives a colleague other rights; `If-Match` names the version of their row the page showed (the member's `etag`).",
      ...shape.guardedChange(
        { headers: requiredConditionalHeaders, params: byPerson, body: shape.jsonBody(changeRightsRequest) },
        colleagueAnswers,
      ),
    }),
    async (c) => {
      const { personId } = c.req.valid("param");
      const { rights } = c.req.valid("json");
      const change = colleagueChange(c, personId);
      return c.json({ members: await changeRights(c.get("deps"), accountOf(c), change, personId, rights) }, 200);
    },
  )
  .openapi(
    clientRoute("owner", {
      method: "delete",
      path: "/companies/team/{personId}",
      tags: ["companies"],
      description: "Takes a colleague out of the company; `If-Match` names the version of their row the page showed.",
      ...shape.guardedChange({ headers: requiredConditionalHeaders, params: byPerson }, colleagueAnswers),
    }),
    async (c) => {
      const { personId } = c.req.valid("param");
      const change = colleagueChange(c, personId);
      return c.json({ members: await removeColleague(c.get("deps"), accountOf(c), change, personId) }, 200);
    },
  );
