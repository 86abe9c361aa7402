import { bulkResponse, purchaseBulkStatusRequest } from "@portal/shared/bulk-contracts";
import {
  clientFeaturesQuery,
  clientFeaturesResponse,
  clientPurchasesQuery,
  clientSummariesResponse,
  purchaseProgressRequest,
  purchaseStatusRequest,
  purchaseUpdatedResponse,
} from "@portal/shared/store-contracts";
import { z } from "zod";
import { adminRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { csvHeaders } from "../../lib/csv-stream.ts";
import { idempotency, idempotencyHeaders, idempotencyResponses } from "../../lib/idempotency.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import { conditionalHeaders, etagHeader, preconditionOf, preconditionResponses, sendEtag } from "../../lib/preconditions.ts";
import { actorOf } from "../audit/index.ts";
import { exportClientFeatures } from "./client-features-export-service.ts";
import {
  findVersionedPurchase,
  getClientFeatures,
  listClientSummaries,
  updatePurchaseProgress,
  updatePurchaseStatus,
} from "./client-features-service.ts";
import { bulkSetPurchaseStatus } from "./purchase-bulk-service.ts";

const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});

/** Admin: purchased features per client, and their fulfilment. */
export const clientFeaturesRoutes = createRouter();

clientFeaturesRoutes.openapi(
  adminRoute("purchases.read", {
    method: "get",
    path: "/admin/client-features",
    tags: ["client-features"],
    request: { query: clientFeaturesQuery },
    responses: {
      200: jsonContent(clientSummariesResponse, "Per-client purchase summaries"),
      ...errorResponses,
    },
  }),
  async (c) => c.json(await listClientSummaries(c.var.deps.db, c.req.valid("query")), 200),
);

clientFeaturesRoutes.openapi(
  adminRoute("purchases.read", {
    method: "get",
    path: "/admin/client-features/export",
    tags: ["client-features"],
    description: "Every purchase of the buyers matching the filters, newest first, as CSV (UTF-8 with BOM), streamed.",
    request: { query: clientFeaturesQuery },
    responses: { 200: { description: "A CSV file", content: { "text/csv": { schema: z.string() } } }, ...errorResponses },
  }),
  (c) => c.body(exportClientFeatures(c.var.deps.db, c.req.valid("query")), 200, csvHeaders("client-features")),
);

clientFeaturesRoutes.openapi(
  adminRoute("purchases.read", {
    method: "get",
    path: "/admin/client-features/clients/{clientId}",
    tags: ["client-features"],
    request: { params: z.object({ clientId: z.uuid() }), query: clientPurchasesQuery },
    responses: {
      200: jsonContent(clientFeaturesResponse, "A page of one client's purchases, newest first"),
      ...errorResponses,
    },
  }),
  async (c) => c.json(await getClientFeatures(c.var.deps.db, c.req.valid("param").clientId, c.req.valid("query")), 200),
);

clientFeaturesRoutes.openapi(
  adminRoute("purchases.write", {
    method: "put",
    path: "/admin/client-features/purchases/{id}/status",
    middleware: [idempotency] as const,
    tags: ["client-features"],
    request: { headers: conditionalHeaders, params: z.object({ id: z.uuid() }), body: jsonBody(purchaseStatusRequest) },
    responses: {
      200: { ...jsonContent(purchaseUpdatedResponse, "The updated purchase"), headers: etagHeader },
      ...errorResponses,
      ...idempotencyResponses,
      ...preconditionResponses,
    },
  }),
  async (c) => {
    const id = c.req.valid("param").id;
    const precondition = preconditionOf(c, "purchase", id);
    const { purchase, version } = await updatePurchaseStatus(
      c.var.deps,
      actorOf(currentUser(c)),
      id,
      c.req.valid("json").status,
      precondition,
    );
    sendEtag(c, version);
    return c.json({ purchase }, 200);
  },
);

clientFeaturesRoutes.openapi(
  adminRoute("purchases.write", {
    method: "put",
    path: "/admin/client-features/purchases/{id}/progress",
    middleware: [idempotency] as const,
    tags: ["client-features"],
    request: { headers: conditionalHeaders, params: z.object({ id: z.uuid() }), body: jsonBody(purchaseProgressRequest) },
    responses: {
      200: { ...jsonContent(purchaseUpdatedResponse, "The updated purchase"), headers: etagHeader },
      ...errorResponses,
      ...idempotencyResponses,
      409: errorResponses[400],
      ...preconditionResponses,
    },
  }),
  async (c) => {
    const id = c.req.valid("param").id;
    const precondition = preconditionOf(c, "purchase", id);
    const { purchase, version } = await updatePurchaseProgress(
      c.var.deps,
      actorOf(currentUser(c)),
      id,
      c.req.valid("json").progress,
      precondition,
    );
    sendEtag(c, version);
    return c.json({ purchase }, 200);
  },
);

clientFeaturesRoutes.openapi(
  adminRoute("purchases.write", {
    method: "post",
    path: "/admin/client-features/purchases/bulk/status",
    middleware: [idempotency] as const,
    tags: ["client-features"],
    description: "Sets the status of the chosen purchases: all of them, or none (409 `bulk_refused` names each missing one).",
    request: { headers: idempotencyHeaders, body: jsonBody(purchaseBulkStatusRequest) },
    responses: {
      200: jsonContent(bulkResponse, "Every chosen purchase has the status"),
      ...errorResponses,
      ...idempotencyResponses,
      409: errorResponses[400],
    },
  }),
  async (c) => c.json(await bulkSetPurchaseStatus(c.var.deps, actorOf(currentUser(c)), c.req.valid("json")), 200),
);

clientFeaturesRoutes.openapi(
  adminRoute("purchases.read", {
    method: "get",
    path: "/admin/client-features/purchases/{id}",
    tags: ["client-features"],
    description: "One purchase; its `ETag` goes back in `If-Match` with a status or progress change.",
    request: { params: z.object({ id: z.uuid() }) },
    responses: {
      200: { ...jsonContent(purchaseUpdatedResponse, "The purchase"), headers: etagHeader },
      ...errorResponses,
    },
  }),
  async (c) => {
    const { purchase, version } = await findVersionedPurchase(c.var.deps.db, c.req.valid("param").id);
    sendEtag(c, version);
    return c.json({ purchase }, 200);
  },
);
