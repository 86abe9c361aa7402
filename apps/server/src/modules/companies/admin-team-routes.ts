import { adminTeamResponse, changeRightsRequest, inviteColleagueRequest, teamResponse } from "@portal/shared/company-contracts";
import { z } from "zod";
import { adminRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { idempotency, idempotencyHeaders, idempotencyResponses } from "../../lib/idempotency.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import { conditionalHeaders, type Precondition, preconditionOf, preconditionResponses } from "../../lib/preconditions.ts";
import { actorOf } from "../audit/index.ts";
import { adminTeam, companyAccount } from "./admin-team-service.ts";
import { changeRights, inviteColleague, removeColleague } from "./team-service.ts";

const byClient = z.object({ id: z.uuid() });
const byPerson = byClient.extend({ personId: z.uuid() });
const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });
const changed = { 200: jsonContent(teamResponse, "The company's people"), ...errorResponses, ...idempotencyResponses };

/**
 * A change of a colleague by an admin (decision 114): named in the trail as the admin, checked
 * against the version of the colleague's row the admin's screen showed (each member's `etag`).
 */
function adminChange(admin: SessionUser, precondition: Precondition) {
  return { actor: actorOf(admin), precondition };
}

/** An admin manages a client company's team from the client's page (decision 114). */
export const adminTeamRoutes = createRouter();
adminTeamRoutes
  .openapi(
    adminRoute("users.read", {
      method: "get",
      path: "/admin/users/{id}/team",
      tags: ["companies"],
      request: { params: byClient },
      responses: {
        200: jsonContent(adminTeamResponse, "The client's company: its people, and the companies they are a colleague in"),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await adminTeam(c.get("deps").db, c.req.valid("param").id), 200),
  )
  .openapi(
    adminRoute("users.write", {
      method: "post",
      path: "/admin/users/{id}/team",
      middleware: [idempotency] as const,
      tags: ["companies"],
      description: "Invites a colleague into the client's company, as its owner does (a new person gets a set-password link).",
      request: { headers: idempotencyHeaders, params: byClient, body: json(inviteColleagueRequest) },
      responses: { ...changed, 201: changed[200] },
    }),
    async (c) => {
      const account = await companyAccount(c.get("deps").db, c.req.valid("param").id);
      const change = { actor: actorOf(currentUser(c)) };
      return c.json({ members: await inviteColleague(c.get("deps"), account, change, c.req.valid("json")) }, 201);
    },
  )
  .openapi(
    adminRoute("users.write", {
      method: "patch",
      path: "/admin/users/{id}/team/{personId}",
      middleware: [idempotency] as const,
      tags: ["companies"],
      request: { headers: conditionalHeaders, params: byPerson, body: json(changeRightsRequest) },
      responses: { ...changed, ...preconditionResponses },
    }),
    async (c) => {
      const { id, personId } = c.req.valid("param");
      const account = await companyAccount(c.get("deps").db, id);
      const { rights } = c.req.valid("json");
      return c.json(
        {
          members: await changeRights(
            c.get("deps"),
            account,
            adminChange(currentUser(c), preconditionOf(c, "company", `${id}/${personId}`)),
            personId,
            rights,
          ),
        },
        200,
      );
    },
  )
  .openapi(
    adminRoute("users.write", {
      method: "delete",
      path: "/admin/users/{id}/team/{personId}",
      middleware: [idempotency] as const,
      tags: ["companies"],
      request: { headers: conditionalHeaders, params: byPerson },
      responses: { ...changed, ...preconditionResponses },
    }),
    async (c) => {
      const { id, personId } = c.req.valid("param");
      const account = await companyAccount(c.get("deps").db, id);
      return c.json(
        {
          members: await removeColleague(
            c.get("deps"),
            account,
            adminChange(currentUser(c), preconditionOf(c, "company", `${id}/${personId}`)),
            personId,
          ),
        },
        200,
      );
    },
  );
