import { replyFields, ticketReplySchema } from "@portal/shared/support-contracts";
import { z } from "zod";
import { authorOf } from "../../auth/author.ts";
import { accountOf, sideRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { multipartRequestBody } from "../../lib/multipart/openapi-body.ts";
import { withUpload } from "../../lib/multipart/with-upload.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import * as shape from "../../lib/route-shapes.ts";
import { TICKET_UPLOAD } from "./form-input.ts";
import { viewerOf } from "./ticket-access.ts";
import { addReply, markTicketViewed } from "./ticket-service.ts";

const ticketParams = z.object({ id: z.uuid() });

/**
 * Replying to a ticket and marking it viewed, under `base` ("/support/tickets" for its client,
 * "/admin/support-tickets" for admins), open to that side only. The rules are the same for both;
 * the service tells them apart by the viewer.
 */
export function ticketThreadRoutes(side: "client" | "admin", base: string, replyDescription: string) {
  return createRouter()
    .openapi(
      sideRoute(
        side,
        "support",
        "tickets.write",
      )({
        method: "post",
        path: `${base}/{id}/replies`,
        tags: ["support"],
        description: replyDescription,
        ...shape.change(
          { params: ticketParams, body: multipartRequestBody(TICKET_UPLOAD, replyFields) },
          {
            201: jsonContent(ticketReplySchema, "The reply"),
            409: { ...errorResponses[400], description: "The ticket is closed or archived" },
          },
        ),
      }),
      async (c) => {
        const user = accountOf(c);
        const viewer = { ...viewerOf(user, currentUser(c)), email: user.email, author: authorOf(currentUser(c), user) };
        const reply = await withUpload(c, TICKET_UPLOAD, (form) =>
          addReply(c.get("deps"), viewer, c.req.valid("param").id, form),
        );
        return c.json(reply, 201);
      },
    )
    .openapi(
      sideRoute(
        side,
        "support",
        "tickets.read",
      )({
        method: "post",
        path: `${base}/{id}/view`,
        tags: ["support"],
        request: { params: ticketParams },
        responses: { 204: { description: "Marked as viewed now" }, ...errorResponses },
      }),
      async (c) => {
        await markTicketViewed(c.get("deps").db, viewerOf(accountOf(c), currentUser(c)), c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
