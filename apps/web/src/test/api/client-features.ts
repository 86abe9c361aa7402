import type { AdminPurchase, ClientFeaturesDetail } from "@portal/shared/store-contracts";
import { HttpResponse, http } from "msw";
import { pageOf } from "./page";
import { daniel } from "./session";

/** Daniel's Online Store Setup as Client Features lists it: in progress at 40%, version "100". */
export const danielsStoreSetup: AdminPurchase = {
  id: "b1f0c7de-0001-4000-8000-000000000001",
  featureId: "f00d0001-0001-4000-8000-000000000001",
  featureName: "Online Store Setup",
  priceCents: 19_900,
  billingType: "one_time",
  paymentStatus: "paid",
  status: "in_progress",
  progress: 40,
  targetCompletionDate: null,
  purchasedAt: "2026-11-01T10:00:00.000Z",
  accessUntil: null,
  cancelAtPeriodEnd: false,
  isLegacy: false,
  etag: '"100"',
};

/** One client's purchases as `GET /api/admin/client-features/clients/{clientId}` answers them. */
const clientFeaturesOf = (purchases: AdminPurchase[]): ClientFeaturesDetail => ({
  client: { id: daniel.id, email: daniel.email, fullName: daniel.fullName },
  purchases,
  ...pageOf(purchases),
  totalSpentCents: purchases.reduce((sum, p) => sum + p.priceCents, 0),
  unfinishedCheckouts: [],
});

export const clientFeatureHandlers = {
  /** `GET /api/admin/client-features/clients/:clientId`: the purchases `current()` gives at each read. */
  ofClient: (current: () => AdminPurchase[]) =>
    http.get("/api/admin/client-features/clients/:clientId", () => HttpResponse.json(clientFeaturesOf(current()))),
};
