import {
  adminTicketDetailSchema,
  adminTicketsQuery,
  adminTicketsResponse,
  assigneesResponse,
  assignTicketRequest,
  ticketAssignedResponse,
  ticketNoteFields,
  ticketNoteSchema,
  ticketStatusSchema,
  unreadCountResponse,
  updateTicketStatusRequest,
} from "@portal/shared/support-contracts";
import { z } from "zod";
import { adminRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { answerGuardedChange } from "../../lib/guarded-change.ts";
import { createRouter, jsonContent } from "../../lib/openapi.ts";
import * as shape from "../../lib/route-shapes.ts";
import { actorOf } from "../audit/index.ts";
import { viewerOf } from "./ticket-access.ts";
import { addTicketNote, assignTicket, getAdminTicketDetail, listAdminTickets, listAssignees } from "./ticket-desk-service.ts";
import { countUnreadTickets, ticketVersion } from "./ticket-query-service.ts";
import { updateTicketStatus } from "./ticket-service.ts";
import { ticketThreadRoutes } from "./ticket-thread-routes.ts";

const ticketParams = z.object({ id: z.uuid() });
const statusUpdated = z.object({ id: z.string(), status: ticketStatusSchema, updatedAt: z.string() });

/** A change by precondition to the ticket `{id}` with a JSON `body`, answered `schema` with the ticket's `ETag`. */
const ticketChange = <M extends "put" | "patch", P extends string, B extends z.ZodType, S extends z.ZodType>(
  method: M,
  path: P,
  body: B,
  schema: S,
  description: string,
) => adminRoute("tickets.write", shape.guardedEdit(method, path, "support", body, { 200: shape.versioned(schema, description) }));

export const adminSupportRoutes = createRouter();

adminSupportRoutes
  .openapi(
    adminRoute("tickets.read", {
      method: "get",
      path: "/admin/support-tickets",
      tags: ["support"],
      request: { query: adminTicketsQuery },
      responses: shape.readAnswers(
        adminTicketsResponse,
        "All tickets (newest first) with their assignees, and counts per status",
      ),
    }),
    async (c) => c.json(await listAdminTickets(c.get("deps").db, viewerOf(currentUser(c)), c.req.valid("query")), 200),
  )
  .openapi(
    adminRoute("tickets.read", {
      method: "get",
      path: "/admin/support-tickets/unread-count",
      tags: ["support"],
      responses: shape.readAnswers(unreadCountResponse, "How many tickets have client replies this admin has not seen"),
    }),
    async (c) => c.json({ count: await countUnreadTickets(c.get("deps").db, viewerOf(currentUser(c))) }, 200),
  )
  .openapi(
    adminRoute("tickets.read", {
      method: "get",
      path: "/admin/support-tickets/assignees",
      tags: ["support"],
      responses: shape.readAnswers(assigneesResponse, "The admins a ticket can be assigned to"),
    }),
    async (c) => c.json({ assignees: await listAssignees(c.get("deps").db) }, 200),
  )
  .openapi(
    adminRoute(
      "tickets.read",
      shape.recordRead(
        "/admin/support-tickets/{id}",
        "support",
        adminTicketDetailSchema,
        "The ticket, its thread (oldest reply first), assignee and internal notes",
      ),
    ),
    async (c) => {
      const id = c.req.valid("param").id;
      const read = () => getAdminTicketDetail(c.get("deps").db, viewerOf(currentUser(c)), id);
      return c.json(await shape.readVersioned(c, ticketVersion(c.get("deps").db, id), read), 200);
    },
  )
  .openapi(
    ticketChange("patch", "/admin/support-tickets/{id}", updateTicketStatusRequest, statusUpdated, "The new status"),
    async (c) => answerGuardedChange(c, "ticket", updateTicketStatus, (body) => body.status),
  )
  .openapi(
    ticketChange(
      "put",
      "/admin/support-tickets/{id}/assignee",
      assignTicketRequest,
      ticketAssignedResponse,
      "The ticket's assignee now",
    ),
    async (c) => answerGuardedChange(c, "ticket", assignTicket, (body) => body.assigneeId),
  )
  .openapi(
    adminRoute("tickets.write", {
      method: "post",
      path: "/admin/support-tickets/{id}/notes",
      tags: ["support"],
      description: "Adds an internal note: admins see it, the client never does.",
      ...shape.change(
        { params: ticketParams, body: shape.jsonBody(ticketNoteFields) },
        { 201: jsonContent(ticketNoteSchema, "The note") },
      ),
    }),
    async (c) =>
      c.json(
        await addTicketNote(c.get("deps"), actorOf(currentUser(c)), c.req.valid("param").id, c.req.valid("json").message),
        201,
      ),
  )
  .route(
    "/",
    ticketThreadRoutes("admin", "/admin/support-tickets", "Replies as this admin, with up to 5 images in `attachments`."),
  );
