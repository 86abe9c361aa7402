import {
  createClientRequest,
  createdClientResponse,
  updateRoleRequest,
  userDetail,
  userListQuery,
  userListResponse,
} from "@portal/shared/users-contracts";
import { z } from "zod";
import { adminRoute, assignedFilter } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { csvHeaders } from "../../lib/csv-stream.ts";
import { createRouter, jsonContent } from "../../lib/openapi.ts";
import type { Precondition } from "../../lib/preconditions.ts";
import * as shape from "../../lib/route-shapes.ts";
import { actorOf } from "../audit/index.ts";
import { createClient, resendInvite } from "./client-invite-service.ts";
import { exportUsers } from "./user-export-service.ts";
import { listUsers } from "./user-list-service.ts";
import { changeRole, deleteUser, profileVersion, userDetailOf } from "./user-service.ts";

const userId = z.object({ id: z.uuid() });

export const userRoutes = createRouter();
userRoutes
  .openapi(
    adminRoute(
      "users.read",
      shape.queryRead("/admin/users", "users", userListQuery, userListResponse, "People of one role with counts"),
    ),
    async (c) => {
      const query = c.req.valid("query");
      return c.json(
        await listUsers(c.get("deps").db, currentUser(c).id, { ...query, assignedTo: assignedFilter(c, query.assigned) }),
        200,
      );
    },
  )
  .openapi(
    adminRoute(
      "users.read",
      shape.csvExport(
        "/admin/users/export",
        "users",
        userListQuery,
        "The people of one role matching the search, in the list's order, as CSV (UTF-8 with BOM), streamed.",
      ),
    ),
    (c) => c.body(exportUsers(c.get("deps").db, c.req.valid("query")), 200, csvHeaders("users")),
  )
  .openapi(
    adminRoute("users.write", {
      method: "post",
      path: "/admin/users",
      tags: ["users"],
      ...shape.change(
        { body: shape.jsonBody(createClientRequest) },
        { 201: jsonContent(createdClientResponse, "The client was created and e-mailed a set-password link"), ...shape.refused },
      ),
    }),
    async (c) => {
      const { db, auth } = c.get("deps");
      return c.json(await createClient(db, auth, actorOf(currentUser(c)), c.req.valid("json")), 201);
    },
  )
  .openapi(adminRoute("users.read", shape.recordRead("/admin/users/{id}", "users", userDetail, "One person")), async (c) => {
    const id = c.req.valid("param").id;
    const read = () => userDetailOf(c.get("deps").db, id);
    return c.json(await shape.readVersioned(c, profileVersion(c.get("deps").db, id), read), 200);
  })
  .openapi(
    adminRoute("roles.write", {
      method: "patch",
      path: "/admin/users/{id}/role",
      tags: ["users"],
      ...shape.guardedChange(
        { params: userId, body: shape.jsonBody(updateRoleRequest) },
        { 200: shape.versioned(shape.okBody, "Role changed"), ...shape.refused },
      ),
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const change = (precondition: Precondition) =>
        changeRole(c.get("deps"), actorOf(currentUser(c)), id, c.req.valid("json"), precondition);
      return shape.answerOk(c, shape.applyGuarded(c, "user", id, change));
    },
  )
  .openapi(adminRoute("users.write", shape.deletion("/admin/users/{id}", "users", "Deleted")), async (c) =>
    shape.answerOk(c, deleteUser(c.get("deps"), actorOf(currentUser(c)), c.req.valid("param").id)),
  )
  .openapi(
    adminRoute("users.write", {
      method: "post",
      path: "/admin/users/{id}/resend-invite",
      tags: ["users"],
      ...shape.change(
        { params: userId },
        { ...shape.okAnswer("A fresh set-password link was e-mailed; earlier links stop working"), ...shape.refused },
      ),
    }),
    async (c) => {
      const { db, auth } = c.get("deps");
      return shape.answerOk(c, resendInvite(db, auth, actorOf(currentUser(c)), c.req.valid("param").id));
    },
  );
