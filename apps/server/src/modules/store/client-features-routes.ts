import { purchaseBulkStatusRequest } from "@portal/shared/bulk-contracts";
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
import { createRouter } from "../../lib/openapi.ts";
import { preconditionOf } from "../../lib/preconditions.ts";
import * as shape from "../../lib/route-shapes.ts";
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

/** Admin: purchased features per client, and their fulfilment. */
export const clientFeaturesRoutes = createRouter();

clientFeaturesRoutes.openapi(
  adminRoute(
    "purchases.read",
    shape.queryRead(
      "/admin/client-features",
      "client-features",
      clientFeaturesQuery,
      clientSummariesResponse,
      "Per-client purchase summaries",
    ),
  ),
  async (c) => c.json(await listClientSummaries(c.var.deps.db, c.req.valid("query")), 200),
);

clientFeaturesRoutes.openapi(
  adminRoute(
    "purchases.read",
    shape.csvExport(
      "/admin/client-features/export",
      "client-features",
      clientFeaturesQuery,
      "Every purchase of the buyers matching the filters, newest first, as CSV (UTF-8 with BOM), streamed.",
    ),
  ),
  (c) => c.body(exportClientFeatures(c.var.deps.db, c.req.valid("query")), 200, csvHeaders("client-features")),
);

clientFeaturesRoutes.openapi(
  adminRoute("purchases.read", {
    method: "get",
    path: "/admin/client-features/clients/{clientId}",
    tags: ["client-features"],
    request: { params: z.object({ clientId: z.uuid() }), query: clientPurchasesQuery },
    responses: shape.readAnswers(clientFeaturesResponse, "A page of one client's purchases, newest first"),
  }),
  async (c) => c.json(await getClientFeatures(c.var.deps.db, c.req.valid("param").clientId, c.req.valid("query")), 200),
);

clientFeaturesRoutes.openapi(
  adminRoute("purchases.write", {
    method: "put",
    path: "/admin/client-features/purchases/{id}/status",
    tags: ["client-features"],
    ...shape.guardedChange(
      { params: z.object({ id: z.uuid() }), body: shape.jsonBody(purchaseStatusRequest) },
      { 200: shape.versioned(purchaseUpdatedResponse, "The updated purchase") },
    ),
  }),
  async (c) => {
    const id = c.req.valid("param").id;
    const { status } = c.req.valid("json");
    const precondition = preconditionOf(c, "purchase", id);
    const changed = await updatePurchaseStatus(c.var.deps, actorOf(currentUser(c)), id, status, precondition);
    const { purchase } = shape.withEtag(c, changed);
    return c.json({ purchase }, 200);
  },
);

clientFeaturesRoutes.openapi(
  adminRoute("purchases.write", {
    method: "put",
    path: "/admin/client-features/purchases/{id}/progress",
    tags: ["client-features"],
    ...shape.guardedChange(
      { params: z.object({ id: z.uuid() }), body: shape.jsonBody(purchaseProgressRequest) },
      { 200: shape.versioned(purchaseUpdatedResponse, "The updated purchase"), ...shape.refused },
    ),
  }),
  async (c) => {
    const id = c.req.valid("param").id;
    const { progress } = c.req.valid("json");
    const precondition = preconditionOf(c, "purchase", id);
    const changed = await updatePurchaseProgress(c.var.deps, actorOf(currentUser(c)), id, progress, precondition);
    const { purchase } = shape.withEtag(c, changed);
    return c.json({ purchase }, 200);
  },
);

clientFeaturesRoutes.openapi(
  adminRoute(
    "purchases.write",
    shape.bulkChange(
      "/admin/client-features/purchases/bulk/status",
      "client-features",
      "Sets the status of the chosen purchases: all of them, or none (409 `bulk_refused` names each missing one).",
      purchaseBulkStatusRequest,
      "Every chosen purchase has the status",
    ),
  ),
  async (c) => c.json(await bulkSetPurchaseStatus(c.var.deps, actorOf(currentUser(c)), c.req.valid("json")), 200),
);

clientFeaturesRoutes.openapi(
  adminRoute("purchases.read", {
    method: "get",
    path: "/admin/client-features/purchases/{id}",
    tags: ["client-features"],
    description: "One purchase; its `ETag` goes back in `If-Match` with a status or progress change.",
    request: { params: z.object({ id: z.uuid() }) },
    responses: shape.versionedReadAnswers(purchaseUpdatedResponse, "The purchase"),
  }),
  async (c) => {
    const { purchase } = shape.withEtag(c, await findVersionedPurchase(c.var.deps.db, c.req.valid("param").id));
    return c.json({ purchase }, 200);
  },
);
