import type { Feature, FeatureListResponse, Purchase } from "@portal/shared/store-contracts";
import { HttpResponse, type HttpResponseResolver, http } from "msw";
import { pageOf } from "./page";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment `days` from now (negative: ago), for the purchases' due texts and New Purchase badge. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** Online Store Setup: one-time, $199, 14 days, with its payment-provider price. */
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

/** Social Media Integration: $19 a month, no delivery estimate, no provider price yet. */
export const socialMedia: Feature = {
  ...onlineStore,
  id: "f00d0002-0002-4000-8000-000000000002",
  title: "Social Media Integration",
  description: "Your Instagram feed on the home page.",
  priceCents: 1900,
  billingType: "monthly",
  estimatedDeliveryDays: null,
  providerPriceId: null,
  createdAt: "2026-10-02T10:00:00.000Z",
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
type ListAnswer = (query: URLSearchParams) => Response | Promise<Response> | FeatureListResponse;

export const storeHandlers = {
  /** `GET /api/store/settings`: whether clients can buy (with the settings' `ETag`), or `a`'s answer. */
  settings: (a: Answer | boolean = true) =>
    http.get(
      "/api/store/settings",
      typeof a === "boolean" ? () => HttpResponse.json({ storeOpen: a }, { headers: { ETag: '"1"' } }) : a,
    ),
  /**
   * `GET /api/store/features`: a list of features searched on title and description as the server
   * does, one page as given, or the answer of a function of the query.
   */
  features: (answer: Feature[] | FeatureListResponse | ListAnswer) =>
    http.get("/api/store/features", async ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (typeof answer === "function") {
        const result = await answer(query);
        return result instanceof Response ? result : HttpResponse.json(result);
      }
      if (!Array.isArray(answer)) return HttpResponse.json(answer);
      const search = (query.get("search") ?? "").toLowerCase();
      const features = answer.filter((f) => `${f.title} ${f.description}`.toLowerCase().includes(search));
      return HttpResponse.json(featureList(features, answer.length));
    }),
  /** `GET /api/store/purchases`: the client's purchases. */
  purchases: (a: Answer | Purchase[]) =>
    http.get("/api/store/purchases", Array.isArray(a) ? () => HttpResponse.json({ purchases: a }) : a),
  /** `POST /api/billing/features/:featureId/checkout`: the checkout of a feature. */
  checkout: (a: Answer) => http.post("/api/billing/features/:featureId/checkout", a),
  /** `POST /api/billing/purchases/:purchaseId/cancel`: ends a monthly purchase at the cycle's end. */
  cancel: (a: Answer) => http.post("/api/billing/purchases/:purchaseId/cancel", a),
  /** `POST /api/admin/store/features`. */
  create: (answer: Answer) => http.post("/api/admin/store/features", answer),
  /** `DELETE /api/admin/store/features/:id`. */
  remove: (answer: Answer) => http.delete("/api/admin/store/features/:id", answer),
  /** `POST /api/admin/store/features/:id/recreate-price`. */
  recreatePrice: (answer: Answer) => http.post("/api/admin/store/features/:id/recreate-price", answer),
};
