import {
  createTicketFields,
  myTicketsQuery,
  myTicketsResponse,
  revisionOptionsResponse,
  supportContactResponse,
  ticketDetailSchema,
  unreadCountResponse,
} from "@portal/shared/support-contracts";
import { z } from "zod";
import { authorOf } from "../../auth/author.ts";
import { accountOf, clientRoute, publicRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { withUpload } from "../../lib/multipart/with-upload.ts";
import { createRouter, jsonContent } from "../../lib/openapi.ts";
import * as shape from "../../lib/route-shapes.ts";
import { getAgencySettings } from "../agency/index.ts";
import { parseMultipart, TICKET_UPLOAD } from "./form-input.ts";
import { viewerOf } from "./ticket-access.ts";
import { countUnreadTickets, getTicketDetail, listRevisionOptions, listTickets } from "./ticket-query-service.ts";
import { createTicket } from "./ticket-service.ts";
import { ticketThreadRoutes } from "./ticket-thread-routes.ts";

const ticketParams = z.object({ id: z.uuid() });
const created = z.object({ id: z.string(), ticketNumber: z.number() });

export const clientSupportRoutes = createRouter();

clientSupportRoutes
  .openapi(
    publicRoute({
      method: "get",
      path: "/support/contact",
      tags: ["support"],
      responses: { 200: jsonContent(supportContactResponse, "The support e-mail address") },
    }),
    async (c) => c.json({ email: (await getAgencySettings(c.get("deps").db)).contact.supportEmail }, 200),
  )
  .openapi(
    clientRoute("support", {
      method: "get",
      path: "/support/tickets",
      tags: ["support"],
      request: { query: myTicketsQuery },
      responses: shape.readAnswers(myTicketsResponse, "A page of the client's tickets, newest first"),
    }),
    async (c) => {
      const viewer = viewerOf(accountOf(c), currentUser(c));
      return c.json(await listTickets(c.get("deps").db, viewer, c.req.valid("query")), 200);
    },
  )
  .openapi(
    clientRoute(
      "support",
      shape.uploadCreate(
        "/support/tickets",
        "support",
        "Opens a ticket, with up to 5 images in `attachments`.",
        TICKET_UPLOAD,
        createTicketFields,
        { 201: jsonContent(created, "The new ticket") },
      ),
    ),
    async (c) => {
      const user = accountOf(c);
      const ticket = await withUpload(c, TICKET_UPLOAD, (form) =>
        createTicket(
          c.get("deps"),
          user.id,
          authorOf(currentUser(c), user),
          parseMultipart(createTicketFields, form),
          form.files,
        ),
      );
      return c.json(ticket, 201);
    },
  )
  .openapi(
    clientRoute("support", {
      method: "get",
      path: "/support/tickets/{id}",
      tags: ["support"],
      request: { params: ticketParams },
      responses: shape.readAnswers(ticketDetailSchema, "The ticket and its thread, oldest reply first"),
    }),
    async (c) => {
      const viewer = viewerOf(accountOf(c), currentUser(c));
      return c.json(await getTicketDetail(c.get("deps").db, viewer, c.req.valid("param").id), 200);
    },
  )
  .route(
    "/",
    ticketThreadRoutes("client", "/support/tickets", "Replies to an open ticket, with up to 5 images in `attachments`."),
  )
  .openapi(
    clientRoute("support", {
      method: "get",
      path: "/support/unread-count",
      tags: ["support"],
      responses: shape.readAnswers(unreadCountResponse, "How many own tickets have unread admin replies"),
    }),
    async (c) => c.json({ count: await countUnreadTickets(c.get("deps").db, viewerOf(accountOf(c), currentUser(c))) }, 200),
  )
  .openapi(
    clientRoute("support", {
      method: "get",
      path: "/support/revisions",
      tags: ["support"],
      responses: shape.readAnswers(revisionOptionsResponse, "The client's revisions, for the related-revision choice"),
    }),
    async (c) => c.json({ revisions: await listRevisionOptions(c.get("deps").db, accountOf(c).id) }, 200),
  );
