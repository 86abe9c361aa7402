import { notificationCounts } from "@portal/shared/notification-contracts";
import { signedInRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import { notificationCountsFor } from "./notification-service.ts";

export const notificationRoutes = createRouter().openapi(
  signedInRoute({
    method: "get",
    path: "/notifications/counts",
    tags: ["notifications"],
    responses: { 200: jsonContent(notificationCounts, "Badge counts for the signed-in person"), 401: errorResponses[401] },
  }),
  async (c) => c.json(await notificationCountsFor(c.get("deps"), currentUser(c), c.get("sessionId")), 200),
);
