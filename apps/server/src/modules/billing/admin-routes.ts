import { backfillResponse, subscriptionSyncResponse } from "@portal/shared/billing-contracts";
import { adminRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { createRouter } from "../../lib/openapi.ts";
import * as shape from "../../lib/route-shapes.ts";
import { actorOf } from "../audit/index.ts";
import { backfillPaymentIds, syncSubscriptionIds } from "./admin-tools-service.ts";

/** Admin billing tools (Settings). */
export const billingAdminRoutes = createRouter();

billingAdminRoutes.openapi(
  adminRoute("billing.tools", {
    method: "post",
    path: "/admin/billing/backfill-payment-ids",
    tags: ["billing"],
    responses: shape.readAnswers(backfillResponse, "Purchases given their payment ids"),
  }),
  async (c) => c.json(await backfillPaymentIds(c.get("deps"), actorOf(currentUser(c))), 200),
);

billingAdminRoutes.openapi(
  adminRoute("billing.tools", {
    method: "post",
    path: "/admin/billing/sync-subscription-ids",
    tags: ["billing"],
    responses: shape.readAnswers(subscriptionSyncResponse, "Subscribers' ids re-read from the provider"),
  }),
  async (c) => c.json(await syncSubscriptionIds(c.get("deps"), actorOf(currentUser(c))), 200),
);
