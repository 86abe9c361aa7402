import { devOutboxMail, devOutboxMailId, devOutboxPage, devOutboxStatus } from "@portal/shared/notification-contracts";
import { pageQuery } from "@portal/shared/pagination";
import { z } from "zod";
import { adminRoute } from "../../auth/route-access.ts";
import { createRouter } from "../../lib/openapi.ts";
import * as shape from "../../lib/route-shapes.ts";
import { devOutboxAvailable, listDevOutbox, readDevOutboxMail } from "./dev-outbox-service.ts";

/** Admins read the mails of the embedded default (DATA_DIR/mail); with SMTP there is nothing to read (404). */
export const devOutboxRoutes = createRouter();

devOutboxRoutes
  .openapi(
    adminRoute("devtools.read", {
      method: "get",
      path: "/admin/dev-outbox/status",
      tags: ["notifications"],
      responses: shape.readAnswers(devOutboxStatus, "Whether the portal keeps its mails locally"),
    }),
    (c) => c.json({ available: devOutboxAvailable(c.get("deps")) }, 200),
  )
  .openapi(
    adminRoute("devtools.read", {
      method: "get",
      path: "/admin/dev-outbox",
      tags: ["notifications"],
      request: { query: pageQuery },
      responses: shape.readAnswers(devOutboxPage, "One page of the kept mails, newest first"),
    }),
    async (c) => c.json(await listDevOutbox(c.get("deps"), c.req.valid("query")), 200),
  )
  .openapi(
    adminRoute("devtools.read", {
      method: "get",
      path: "/admin/dev-outbox/mails/{id}",
      tags: ["notifications"],
      request: { params: z.object({ id: devOutboxMailId }) },
      responses: shape.readAnswers(devOutboxMail, "One mail as sent"),
    }),
    async (c) => c.json(await readDevOutboxMail(c.get("deps"), c.req.valid("param").id), 200),
  );
