import type { Feature, FeatureListResponse, Purchase } from "@portal/shared/store-contracts";
import { HttpResponse, type HttpResponseResolver, http } from "msw";
import { pageOf } from "./page";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment `days` from now (negative: ago), for the purchases' due texts and New Purchase badge. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** The catalogue's features: a one-time online store and a monthly social media integration. */
export const onlineStore: Feature = {
  id: "f00d0001-0001-4000-8000-000000000001",
  title: "Online Store Setup",
  description: "A shop on your website with cart and checkout.",
  priceCents: 19_900,
  billingType: "one_time",
  estimatedDeliveryDays: 14,
  imageFileId: null,
  imageUrl: null,
  providerPriceId: "price_store",
  createdAt: "2026-10-01T10:00:00.000Z",
};

export const socialMedia: Feature = {
  ...onlineStore,
  id: "f00d0002-0002-4000-8000-000000000002",
  title: "Social Media Integration",
  description: "Your Instagram feed on the home page.",
  priceCents: 1900,
  billingType: "monthly",
  estimatedDeliveryDays: null,
  providerPriceId: "price_social",
};

/** A purchase of Daniel's, bought a month ago and being worked on, unless told otherwise. */
export const purchase = (changes: Partial<Purchase> & Pick<Purchase, "id" | "featureName">): Purchase => ({
  featureId: null,
  priceCents: 19_900,
  billingType: "one_time",
  paymentStatus: "paid",
  status: "in_progress",
  progress: 40,
  targetCompletionDate: null,
  purchasedAt: daysFromNow(-30),
  accessUntil: null,
  cancelAtPeriodEnd: false,
  isLegacy: false,
  ...changes,
});

/** A catalogue page holding `features` (with the overall count before the search). */
export const featureList = (features: Feature[], overall = features.length): FeatureListResponse => ({
  features,
  ...pageOf(features, { overall }),
});

type Answer = HttpResponseResolver;
const answer = (a: Answer | object): Answer => (typeof a === "function" ? (a as Answer) : () => HttpResponse.json(a));

export const storeHandlers = {
  /** `GET /api/store/settings`: whether the store is open to clients. */
  settings: (a: Answer | boolean) =>
    http.get("/api/store/settings", typeof a === "boolean" ? () => HttpResponse.json({ storeOpen: a }) : a),
  /** `GET /api/store/features`: one page of the catalogue. */
  features: (a: Answer | FeatureListResponse) => http.get("/api/store/features", answer(a)),
  /** `GET /api/store/purchases`: the client's purchases. */
  purchases: (a: Answer | Purchase[]) =>
    http.get("/api/store/purchases", Array.isArray(a) ? () => HttpResponse.json({ purchases: a }) : a),
  /** `POST /api/billing/features/:featureId/checkout`: the checkout of a feature. */
  checkout: (a: Answer) => http.post("/api/billing/features/:featureId/checkout", a),
  /** `POST /api/billing/purchases/:purchaseId/cancel`: ends a monthly purchase at the cycle's end. */
  cancel: (a: Answer) => http.post("/api/billing/purchases/:purchaseId/cancel", a),
};
