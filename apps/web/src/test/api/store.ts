import type { Feature, FeatureListResponse } from "@portal/shared/store-contracts";
import { HttpResponse, type HttpResponseResolver, http } from "msw";
import { pageOf } from "./page";

/** Online Store Setup: one-time, $199, 14 days, with its payment-provider price. */
export const storeSetupFeature: Feature = {
  id: "f00d0001-0001-4000-8000-000000000001",
  title: "Online Store Setup",
  description: "A shop on your site: products, cart and checkout.",
  priceCents: 19_900,
  billingType: "one_time",
  estimatedDeliveryDays: 14,
  imageFileId: null,
  imageUrl: null,
  providerPriceId: "price_store",
  createdAt: "2026-10-01T10:00:00.000Z",
};

/** Social Media Integration: $19 a month, no delivery estimate, no provider price yet. */
export const socialFeature: Feature = {
  id: "f00d0001-0001-4000-8000-000000000002",
  title: "Social Media Integration",
  description: "Your posts on your home page.",
  priceCents: 1_900,
  billingType: "monthly",
  estimatedDeliveryDays: null,
  imageFileId: null,
  imageUrl: null,
  providerPriceId: null,
  createdAt: "2026-10-02T10:00:00.000Z",
};

type ListAnswer = (query: URLSearchParams) => Response | Promise<Response> | FeatureListResponse;

export const storeHandlers = {
  /** `GET /api/store/features`: the catalogue, searched on title and description as the server does, or `answer`'s. */
  features: (answer: Feature[] | ListAnswer) =>
    http.get("/api/store/features", async ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (typeof answer === "function") {
        const result = await answer(query);
        return result instanceof Response ? result : HttpResponse.json(result);
      }
      const search = (query.get("search") ?? "").toLowerCase();
      const features = answer.filter((f) => `${f.title} ${f.description}`.toLowerCase().includes(search));
      return HttpResponse.json({ features, ...pageOf(features, { overall: answer.length }) } satisfies FeatureListResponse);
    }),
  /** `GET /api/store/settings`: whether clients can buy. */
  settings: (storeOpen = true) =>
    http.get("/api/store/settings", () => HttpResponse.json({ storeOpen }, { headers: { ETag: '"1"' } })),
  /** `POST /api/admin/store/features`. */
  create: (answer: HttpResponseResolver) => http.post("/api/admin/store/features", answer),
  /** `DELETE /api/admin/store/features/:id`. */
  remove: (answer: HttpResponseResolver) => http.delete("/api/admin/store/features/:id", answer),
  /** `POST /api/admin/store/features/:id/recreate-price`. */
  recreatePrice: (answer: HttpResponseResolver) => http.post("/api/admin/store/features/:id/recreate-price", answer),
};
