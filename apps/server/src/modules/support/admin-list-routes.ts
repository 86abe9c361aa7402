import { ticketBulkAssignRequest, ticketBulkStatusRequest } from "@portal/shared/bulk-contracts";
import { adminTicketsQuery } from "@portal/shared/support-contracts";
import { adminRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { csvHeaders } from "../../lib/csv-stream.ts";
import { createRouter } from "../../lib/openapi.ts";
import * as shape from "../../lib/route-shapes.ts";
import { actorOf } from "../audit/index.ts";
import { viewerOf } from "./ticket-access.ts";
import { bulkAssignTickets, bulkSetTicketStatus } from "./ticket-bulk-service.ts";
import { exportTickets } from "./ticket-export-service.ts";

/** Tools over the whole admin ticket list (mounted before `/admin/support-tickets/{id}`). */
export const adminTicketListRoutes = createRouter();

adminTicketListRoutes.openapi(
  adminRoute(
    "tickets.read",
    shape.csvExport(
      "/admin/support-tickets/export",
      "support",
      adminTicketsQuery,
      "Every ticket matching the list's status filter, in its order, as CSV (UTF-8 with BOM), streamed.",
    ),
  ),
  (c) => c.body(exportTickets(c.get("deps").db, viewerOf(currentUser(c)), c.req.valid("query")), 200, csvHeaders("tickets")),
);

adminTicketListRoutes.openapi(
  adminRoute(
    "tickets.write",
    shape.bulkChange(
      "/admin/support-tickets/bulk/status",
      "support",
      "Sets the status of the chosen tickets: all of them, or none (409 `bulk_refused` names each missing one).",
      ticketBulkStatusRequest,
      "Every chosen ticket has the status",
    ),
  ),
  async (c) => c.json(await bulkSetTicketStatus(c.get("deps"), actorOf(currentUser(c)), c.req.valid("json")), 200),
);

adminTicketListRoutes.openapi(
  adminRoute(
    "tickets.write",
    shape.bulkChange(
      "/admin/support-tickets/bulk/assignee",
      "support",
      "Assigns the chosen tickets to one admin, or to nobody (`assigneeId: null`): all of them, or none " +
        "(400 `assignee_not_admin`; 409 `bulk_refused` names each missing ticket).",
      ticketBulkAssignRequest,
      "Every chosen ticket has the assignee",
    ),
  ),
  async (c) => c.json(await bulkAssignTickets(c.get("deps"), actorOf(currentUser(c)), c.req.valid("json")), 200),
);
