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
    return c.json(await subscriptionOf(c.var.deps, account.id, currentUser(c).language), 200);
  },
);

billingRoutes.openapi(
  clientRoute("billing", {
    method: "post",
    path: "/billing/premium/checkout",
    tags: ["billing"],
    ...shape.change({}, { 200: jsonContent(checkoutResponse, "The provider's checkout page"), ...providerFailed }),
  }),
  async (c) => c.json(await startPremiumCheckout(c.var.deps, accountOf(c), portalUrlFor(c.var.deps.config, c.req.url)), 200),
);

billingRoutes.openapi(
  clientRoute("billing", {
    method: "post",
    path: "/billing/premium/cancel",
    tags: ["billing"],
    ...shape.change({}, { 200: jsonContent(messageResponse, "Cancelled at the end of the period"), ...providerFailed }),
  }),
  async (c) => c.json(await cancelPremium(c.var.deps, accountOf(c)), 200),
);

billingRoutes.openapi(
  clientRoute("billing", {
    method: "post",
    path: "/billing/features/{featureId}/checkout",
    tags: ["billing"],
    ...shape.change(
      { params: featureIdParam },
      { 200: jsonContent(checkoutResponse, "The provider's checkout page"), ...providerFailed },
    ),
  }),
  async (c) => {
    const { featureId } = c.req.valid("param");
    const portalUrl = portalUrlFor(c.var.deps.config, c.req.url);
    return c.json(await startFeatureCheckout(c.var.deps, accountOf(c), featureId, portalUrl), 200);
  },
);

billingRoutes.openapi(
  clientRoute("billing", {
    method: "post",
    path: "/billing/purchases/{purchaseId}/cancel",
    tags: ["billing"],
    ...shape.change(
      { params: purchaseIdParam },
      { 200: jsonContent(messageResponse, "Cancelled at the end of the billing cycle"), ...providerFailed },
    ),
  }),
  async (c) => c.json(await cancelPurchase(c.var.deps, accountOf(c), c.req.valid("param").purchaseId), 200),
);

billingRoutes.openapi(
  clientRoute("billing", {
    method: "post",
    path: "/billing/invoices/{invoiceId}/checkout",
    tags: ["billing"],
    ...shape.change(
      { params: invoiceIdParam },
      { 200: jsonContent(checkoutResponse, "The provider's checkout page for the invoice's amount"), ...providerFailed },
    ),
  }),
  async (c) => {
    const { invoiceId } = c.req.valid("param");
    const portalUrl = portalUrlFor(c.var.deps.config, c.req.url);
    return c.json(await startInvoiceCheckout(c.var.deps, accountOf(c), invoiceId, portalUrl), 200);
  },
);
