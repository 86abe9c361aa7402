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
import { idempotency, idempotencyHeaders, idempotencyResponses } from "../../lib/idempotency.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import { portalUrlFor } from "../../lib/origin-policy.ts";
import * as shape from "../../lib/route-shapes.ts";
import { cancelPremium, cancelPurchase } from "./cancel-service.ts";
import { startFeatureCheckout, startPremiumCheckout } from "./checkout-service.ts";
import { startInvoiceCheckout } from "./invoice-checkout-service.ts";
import { subscriptionOf } from "./subscription-service.ts";

const providerErrors = { ...errorResponses, 409: errorResponses[400], 502: errorResponses[400] };

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
    middleware: [idempotency] as const,
    request: { headers: idempotencyHeaders },
    tags: ["billing"],
    responses: { 200: jsonContent(checkoutResponse, "The provider's checkout page"), ...providerErrors, ...idempotencyResponses },
  }),
  async (c) => c.json(await startPremiumCheckout(c.var.deps, accountOf(c), portalUrlFor(c.var.deps.config, c.req.url)), 200),
);

billingRoutes.openapi(
  clientRoute("billing", {
    method: "post",
    path: "/billing/premium/cancel",
    middleware: [idempotency] as const,
    request: { headers: idempotencyHeaders },
    tags: ["billing"],
    responses: {
      200: jsonContent(messageResponse, "Cancelled at the end of the period"),
      ...providerErrors,
      ...idempotencyResponses,
    },
  }),
  async (c) => c.json(await cancelPremium(c.var.deps, accountOf(c)), 200),
);

billingRoutes.openapi(
  clientRoute("billing", {
    method: "post",
    path: "/billing/features/{featureId}/checkout",
    middleware: [idempotency] as const,
    tags: ["billing"],
    request: { headers: idempotencyHeaders, params: featureIdParam },
    responses: { 200: jsonContent(checkoutResponse, "The provider's checkout page"), ...providerErrors, ...idempotencyResponses },
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
    middleware: [idempotency] as const,
    tags: ["billing"],
    request: { headers: idempotencyHeaders, params: purchaseIdParam },
    responses: {
      200: jsonContent(messageResponse, "Cancelled at the end of the billing cycle"),
      ...providerErrors,
      ...idempotencyResponses,
    },
  }),
  async (c) => c.json(await cancelPurchase(c.var.deps, accountOf(c), c.req.valid("param").purchaseId), 200),
);

billingRoutes.openapi(
  clientRoute("billing", {
    method: "post",
    path: "/billing/invoices/{invoiceId}/checkout",
    middleware: [idempotency] as const,
    tags: ["billing"],
    request: { headers: idempotencyHeaders, params: invoiceIdParam },
    responses: {
      200: jsonContent(checkoutResponse, "The provider's checkout page for the invoice's amount"),
      ...providerErrors,
      ...idempotencyResponses,
    },
  }),
  async (c) => {
    const { invoiceId } = c.req.valid("param");
    const portalUrl = portalUrlFor(c.var.deps.config, c.req.url);
    return c.json(await startInvoiceCheckout(c.var.deps, accountOf(c), invoiceId, portalUrl), 200);
  },
);
