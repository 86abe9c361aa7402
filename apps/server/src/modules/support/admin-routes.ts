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
import { createRouter, jsonContent } from "../../lib/openapi.ts";
import { preconditionOf } from "../../lib/preconditions.ts";
import * as shape from "../../lib/route-shapes.ts";
import { actorOf } from "../audit/index.ts";
import { viewerOf } from "./ticket-access.ts";
import { addTicketNote, assignTicket, getAdminTicketDetail, listAdminTickets, listAssignees } from "./ticket-desk-service.ts";
import { countUnreadTickets, ticketVersion } from "./ticket-query-service.ts";
import { updateTicketStatus } from "./ticket-service.ts";
import { ticketThreadRoutes } from "./ticket-thread-routes.ts";

const ticketParams = z.object({ id: z.uuid() });
const statusUpdated = z.object({ id: z.string(), status: ticketStatusSchema, updatedAt: z.string() });

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
    async (c) => c.json(await listAdminTickets(c.var.deps.db, viewerOf(currentUser(c)), c.req.valid("query")), 200),
  )
  .openapi(
    adminRoute("tickets.read", {
      method: "get",
      path: "/admin/support-tickets/unread-count",
      tags: ["support"],
      responses: shape.readAnswers(unreadCountResponse, "How many tickets have client replies this admin has not seen"),
    }),
    async (c) => c.json({ count: await countUnreadTickets(c.var.deps.db, viewerOf(currentUser(c))) }, 200),
  )
  .openapi(
    adminRoute("tickets.read", {
      method: "get",
      path: "/admin/support-tickets/assignees",
      tags: ["support"],
      responses: shape.readAnswers(assigneesResponse, "The admins a ticket can be assigned to"),
    }),
    async (c) => c.json({ assignees: await listAssignees(c.var.deps.db) }, 200),
  )
  .openapi(
    adminRoute("tickets.read", {
      method: "get",
      path: "/admin/support-tickets/{id}",
      tags: ["support"],
      request: { params: ticketParams },
      responses: shape.versionedReadAnswers(
        adminTicketDetailSchema,
        "The ticket, its thread (oldest reply first), assignee and internal notes",
      ),
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const read = () => getAdminTicketDetail(c.var.deps.db, viewerOf(currentUser(c)), id);
      return c.json(await shape.readVersioned(c, ticketVersion(c.var.deps.db, id), read), 200);
    },
  )
  .openapi(
    adminRoute("tickets.write", {
      method: "patch",
      path: "/admin/support-tickets/{id}",
      tags: ["support"],
      ...shape.guardedChange(
        { params: ticketParams, body: shape.jsonBody(updateTicketStatusRequest) },
        { 200: shape.versioned(statusUpdated, "The new status") },
      ),
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const status = c.req.valid("json").status;
      const updated = await updateTicketStatus(c.var.deps, actorOf(currentUser(c)), id, status, preconditionOf(c, "ticket", id));
      return c.json(shape.withEtag(c, updated), 200);
    },
  )
  .openapi(
    adminRoute("tickets.write", {
      method: "put",
      path: "/admin/support-tickets/{id}/assignee",
      tags: ["support"],
      ...shape.guardedChange(
        { params: ticketParams, body: shape.jsonBody(assignTicketRequest) },
        { 200: shape.versioned(ticketAssignedResponse, "The ticket's assignee now") },
      ),
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const assignee = c.req.valid("json").assigneeId;
      const assigned = await assignTicket(c.var.deps, actorOf(currentUser(c)), id, assignee, preconditionOf(c, "ticket", id));
      return c.json(shape.withEtag(c, assigned), 200);
    },
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
      c.json(await addTicketNote(c.var.deps, actorOf(currentUser(c)), c.req.valid("param").id, c.req.valid("json").message), 201),
  )
  .route(
    "/",
    ticketThreadRoutes("admin", "/admin/support-tickets", "Replies as this admin, with up to 5 images in `attachments`."),
  );
