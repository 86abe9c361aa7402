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
import { idempotency, idempotencyHeaders, idempotencyResponses } from "../../lib/idempotency.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import { conditionalHeaders, etagHeader, preconditionOf, preconditionResponses, sendEtag } from "../../lib/preconditions.ts";
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
      responses: {
        200: jsonContent(adminTicketsResponse, "All tickets (newest first) with their assignees, and counts per status"),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await listAdminTickets(c.var.deps.db, viewerOf(currentUser(c)), c.req.valid("query")), 200),
  )
  .openapi(
    adminRoute("tickets.read", {
      method: "get",
      path: "/admin/support-tickets/unread-count",
      tags: ["support"],
      responses: {
        200: jsonContent(unreadCountResponse, "How many tickets have client replies this admin has not seen"),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ count: await countUnreadTickets(c.var.deps.db, viewerOf(currentUser(c))) }, 200),
  )
  .openapi(
    adminRoute("tickets.read", {
      method: "get",
      path: "/admin/support-tickets/assignees",
      tags: ["support"],
      responses: { 200: jsonContent(assigneesResponse, "The admins a ticket can be assigned to"), ...errorResponses },
    }),
    async (c) => c.json({ assignees: await listAssignees(c.var.deps.db) }, 200),
  )
  .openapi(
    adminRoute("tickets.read", {
      method: "get",
      path: "/admin/support-tickets/{id}",
      tags: ["support"],
      request: { params: ticketParams },
      responses: {
        200: {
          ...jsonContent(adminTicketDetailSchema, "The ticket, its thread (oldest reply first), assignee and internal notes"),
          headers: etagHeader,
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const version = await ticketVersion(c.var.deps.db, id);
      const detail = await getAdminTicketDetail(c.var.deps.db, viewerOf(currentUser(c)), id);
      if (version) sendEtag(c, version);
      return c.json(detail, 200);
    },
  )
  .openapi(
    adminRoute("tickets.write", {
      method: "patch",
      path: "/admin/support-tickets/{id}",
      middleware: [idempotency] as const,
      tags: ["support"],
      request: {
        headers: conditionalHeaders,
        params: ticketParams,
        body: { content: { "application/json": { schema: updateTicketStatusRequest } }, required: true },
      },
      responses: {
        200: { ...jsonContent(statusUpdated, "The new status"), headers: etagHeader },
        ...errorResponses,
        ...idempotencyResponses,
        ...preconditionResponses,
      },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const precondition = preconditionOf(c, "ticket", id);
      const { version, ...updated } = await updateTicketStatus(
        c.var.deps,
        actorOf(currentUser(c)),
        id,
        c.req.valid("json").status,
        precondition,
      );
      sendEtag(c, version);
      return c.json(updated, 200);
    },
  )
  .openapi(
    adminRoute("tickets.write", {
      method: "put",
      path: "/admin/support-tickets/{id}/assignee",
      middleware: [idempotency] as const,
      tags: ["support"],
      request: {
        headers: conditionalHeaders,
        params: ticketParams,
        body: { content: { "application/json": { schema: assignTicketRequest } }, required: true },
      },
      responses: {
        200: { ...jsonContent(ticketAssignedResponse, "The ticket's assignee now"), headers: etagHeader },
        ...errorResponses,
        ...idempotencyResponses,
        ...preconditionResponses,
      },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const precondition = preconditionOf(c, "ticket", id);
      const { version, ...assigned } = await assignTicket(
        c.var.deps,
        actorOf(currentUser(c)),
        id,
        c.req.valid("json").assigneeId,
        precondition,
      );
      sendEtag(c, version);
      return c.json(assigned, 200);
    },
  )
  .openapi(
    adminRoute("tickets.write", {
      method: "post",
      path: "/admin/support-tickets/{id}/notes",
      middleware: [idempotency] as const,
      tags: ["support"],
      description: "Adds an internal note: admins see it, the client never does.",
      request: {
        headers: idempotencyHeaders,
        params: ticketParams,
        body: { content: { "application/json": { schema: ticketNoteFields } }, required: true },
      },
      responses: { 201: jsonContent(ticketNoteSchema, "The note"), ...errorResponses, ...idempotencyResponses },
    }),
    async (c) =>
      c.json(await addTicketNote(c.var.deps, actorOf(currentUser(c)), c.req.valid("param").id, c.req.valid("json").message), 201),
  )
  .route(
    "/",
    ticketThreadRoutes("admin", "/admin/support-tickets", "Replies as this admin, with up to 5 images in `attachments`."),
  );
