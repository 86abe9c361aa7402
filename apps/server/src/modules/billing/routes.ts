import {
  checkoutResponse,
  featureIdParam,
  invoiceIdParam,
  messageResponse,
  purchaseIdParam,
  subscriptionResponse,
} from "@portal/shared/billing-contracts";
import { accountOf, clientRoute, companyOrSelf, signedInRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import { portalUrlFor } from "../../lib/origin-policy.ts";
import * as shape from "../../lib/route-shapes.ts";
import { cancelPremium, cancelPurchase } from "./cancel-service.ts";
import { startFeatureCheckout, startPremiumCheckout } from "./checkout-service.ts";
import { startInvoiceCheckout } from "./invoice-checkout-service.ts";
import { subscriptionOf } from "./subscription-service.ts";

/** The payment provider failed to answer. */
const providerFailed = { 502: errorResponses[400] } as const;

/** A client's checkout or cancellation: POST `path` with `request`, answered `success` or 502. */
const billingAction = <P extends string, R extends object, S extends object>(path: P, request: R, success: S) =>
  clientRoute("billing", {
    method: "post",
    path,
    tags: ["billing"],
    ...shape.change(request, { 200: success, ...providerFailed }),
  });

/** The client's billing calls: premium state, checkouts and cancellations. */
export const billingRoutes = createRouter();

billingRoutes.openapi(
  signedInRoute({
    method: "get",
    path: "/billing/subscription",
    tags: ["billing"],
    responses: shape.readAnswers(subscriptionResponse, "The signed-in person's premium state"),
  }),
  async (c) => {
    const account = await companyOrSelf(c);
    return c.json(await subscriptionOf(c.get("deps"), account.id, currentUser(c).language), 200);
  },
);

billingRoutes.openapi(
  billingAction("/billing/premium/checkout", {}, jsonContent(checkoutResponse, "The provider's checkout page")),
  async (c) =>
    c.json(await startPremiumCheckout(c.get("deps"), accountOf(c), portalUrlFor(c.get("deps").config, c.req.url)), 200),
);

billingRoutes.openapi(
  billingAction("/billing/premium/cancel", {}, jsonContent(messageResponse, "Cancelled at the end of the period")),
  async (c) => c.json(await cancelPremium(c.get("deps"), accountOf(c)), 200),
);

billingRoutes.openapi(
  billingAction(
    "/billing/features/{featureId}/checkout",
    { params: featureIdParam },
    jsonContent(checkoutResponse, "The provider's checkout page"),
  ),
  async (c) => {
    const portalUrl = portalUrlFor(c.get("deps").config, c.req.url);
    return c.json(await startFeatureCheckout(c.get("deps"), accountOf(c), c.req.valid("param").featureId, portalUrl), 200);
  },
);

billingRoutes.openapi(
  billingAction(
    "/billing/purchases/{purchaseId}/cancel",
    { params: purchaseIdParam },
    jsonContent(messageResponse, "Cancelled at the end of the billing cycle"),
  ),
  async (c) => c.json(await cancelPurchase(c.get("deps"), accountOf(c), c.req.valid("param").purchaseId), 200),
);

billingRoutes.openapi(
  billingAction(
    "/billing/invoices/{invoiceId}/checkout",
    { params: invoiceIdParam },
    jsonContent(checkoutResponse, "The provider's checkout page for the invoice's amount"),
  ),
  async (c) => {
    const portalUrl = portalUrlFor(c.get("deps").config, c.req.url);
    return c.json(await startInvoiceCheckout(c.get("deps"), accountOf(c), c.req.valid("param").invoiceId, portalUrl), 200);
  },
);
