import type { AdminPurchase, ClientFeaturesDetail, ClientSummariesResponse, ClientSummary } from "@portal/shared/store-contracts";
import { HttpResponse, http } from "msw";
import { pageOf } from "./page";
import { daniel } from "./session";
import { onlineStore, purchase } from "./store";

/** Daniel's Online Store Setup as Client Features lists it: in progress at 40%, version "100". */
export const danielsStoreSetup: AdminPurchase = {
  ...purchase({
    id: "b1f0c7de-0001-4000-8000-000000000001",
    featureId: onlineStore.id,
    featureName: onlineStore.title,
    purchasedAt: "2026-11-01T10:00:00.000Z",
  }),
  etag: '"100"',
};

/** One client's purchases as `GET /api/admin/client-features/clients/{clientId}` answers them. */
export const clientFeaturesOf = (purchases: AdminPurchase[]): ClientFeaturesDetail => ({
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

/** Daniel in the buyers' list: one feature, $199. */
export const danielsSummary: ClientSummary = {
  clientId: daniel.id,
  email: daniel.email,
  fullName: daniel.fullName,
  featureCount: 1,
  totalSpentCents: 19_900,
  lastPurchaseAt: "2026-11-01T10:00:00.000Z",
};

/** Noa, who bought two monthly features. */
export const noasSummary: ClientSummary = {
  clientId: "6f1c2a9e-3b7d-4c1a-9e2f-000000000002",
  email: "noa@olivegrove.example",
  fullName: null,
  featureCount: 2,
  totalSpentCents: 3_800,
  lastPurchaseAt: "2026-11-12T10:00:00.000Z",
};

/** The buyers' list answer for `clients` (of `totalClients` buyers in all), with their totals. */
export const clientSummaries = (clients: ClientSummary[], totalClients = clients.length): ClientSummariesResponse => ({
  clients,
  ...pageOf(clients, { overall: totalClients }),
  totalClients,
  featureCount: clients.reduce((sum, c) => sum + c.featureCount, 0),
  revenueCents: clients.reduce((sum, c) => sum + c.totalSpentCents, 0),
});

type SummariesAnswer = (query: URLSearchParams) => Response | Promise<Response> | ClientSummariesResponse;

/** `GET /api/admin/client-features`: the buyers, answered by `answer` with the query. */
export const clientSummariesHandler = (answer: SummariesAnswer) =>
  http.get("/api/admin/client-features", async ({ request }) => {
    const result = await answer(new URL(request.url).searchParams);
    return result instanceof Response ? result : HttpResponse.json(result);
  });
