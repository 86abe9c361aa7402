import { createRoute } from "@hono/zod-openapi";
import { adminTicketsQuery } from "@portal/shared/support-contracts";
import { z } from "zod";
import { currentUser, requireRole } from "../../auth/session-middleware.ts";
import { csvHeaders } from "../../lib/csv-stream.ts";
import { createRouter, errorResponses } from "../../lib/openapi.ts";
import { viewerOf } from "./ticket-access.ts";
import { exportTickets } from "./ticket-export-service.ts";

/** Tools over the whole admin ticket list (mounted before `/admin/support-tickets/{id}`). */
export const adminTicketListRoutes = createRouter();
adminTicketListRoutes.use("/admin/support-tickets/export", requireRole("admin"));

adminTicketListRoutes.openapi(
  createRoute({
    method: "get",
    path: "/admin/support-tickets/export",
    tags: ["support"],
    description: "Every ticket matching the list's status filter, in its order, as CSV (UTF-8 with BOM), streamed.",
    request: { query: adminTicketsQuery },
    responses: { 200: { description: "A CSV file", content: { "text/csv": { schema: z.string() } } }, ...errorResponses },
  }),
  (c) => c.body(exportTickets(c.var.deps.db, viewerOf(currentUser(c)), c.req.valid("query")), 200, csvHeaders("tickets")),
);
