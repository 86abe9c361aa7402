import type { SubscriptionInfo } from "@portal/shared/billing-contracts";
import { HttpResponse, http } from "msw";

/** A client on the free plan, with the agency's premium price for the upgrade dialog. */
export const notSubscribed: SubscriptionInfo = {
  subscribed: false,
  plan: null,
  status: "inactive",
  subscriptionStart: null,
  subscriptionEnd: null,
  cancelAtPeriodEnd: false,
  priceCents: 4900,
  priceLabel: "Billed monthly",
  planName: "Premium Monthly",
};

/** A client with premium until the end of the period. */
export const subscribed: SubscriptionInfo = {
  ...notSubscribed,
  subscribed: true,
  plan: "premium",
  status: "active",
  subscriptionStart: "2026-11-01T00:00:00.000Z",
  subscriptionEnd: "2026-12-01T00:00:00.000Z",
};

/** `GET /api/billing/subscription`. */
export const subscriptionIs = (info: SubscriptionInfo) => http.get("/api/billing/subscription", () => HttpResponse.json(info));
