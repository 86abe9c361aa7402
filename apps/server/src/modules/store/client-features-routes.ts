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
import { answerGuardedChange } from "../../lib/guarded-change.ts";
import { createRouter } from "../../lib/openapi.ts";
import * as shape from "../../lib/route-shapes.ts";
import { actorOf } from "../audit/index.ts";
import { listClientSummaries } from "./buyer-summaries-service.ts";
import { exportClientFeatures } from "./client-features-export-service.ts";
import {
  findVersionedPurchase,
  getClientFeatures,
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
  async (c) => c.json(await listClientSummaries(c.get("deps").db, c.req.valid("query")), 200),
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
  (c) => c.body(exportClientFeatures(c.get("deps").db, c.req.valid("query")), 200, csvHeaders("client-features")),
);

clientFeaturesRoutes.openapi(
  adminRoute("purchases.read", {
    method: "get",
    path: "/admin/client-features/clients/{clientId}",
    tags: ["client-features"],
    request: { params: z.object({ clientId: z.uuid() }), query: clientPurchasesQuery },
    responses: shape.readAnswers(clientFeaturesResponse, "A page of one client's purchases, newest first"),
  }),
  async (c) => c.json(await getClientFeatures(c.get("deps").db, c.req.valid("param").clientId, c.req.valid("query")), 200),
);

/** Sets a purchase's `field` by precondition (PUT `…/purchases/{id}/{field}`); `answers` adds to its success. */
const purchaseFieldChange = <F extends "status" | "progress", B extends z.ZodType, A extends object>(
  field: F,
  body: B,
  answers: A,
) =>
  adminRoute(
    "purchases.write",
    shape.guardedEdit("put", `/admin/client-features/purchases/{id}/${field}` as const, "client-features", body, {
      200: shape.versioned(purchaseUpdatedResponse, "The updated purchase"),
      ...answers,
    }),
  );

clientFeaturesRoutes.openapi(purchaseFieldChange("status", purchaseStatusRequest, {}), async (c) =>
  answerGuardedChange(c, "purchase", updatePurchaseStatus, (body) => body.status),
);

clientFeaturesRoutes.openapi(purchaseFieldChange("progress", purchaseProgressRequest, shape.refused), async (c) =>
  answerGuardedChange(c, "purchase", updatePurchaseProgress, (body) => body.progress),
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
  async (c) => c.json(await bulkSetPurchaseStatus(c.get("deps"), actorOf(currentUser(c)), c.req.valid("json")), 200),
);

clientFeaturesRoutes.openapi(
  adminRoute(
    "purchases.read",
    shape.recordRead(
      "/admin/client-features/purchases/{id}",
      "client-features",
      purchaseUpdatedResponse,
      "The purchase",
      "One purchase; its `ETag` goes back in `If-Match` with a status or progress change.",
    ),
  ),
  async (c) => {
    const { purchase } = shape.withEtag(c, await findVersionedPurchase(c.get("deps").db, c.req.valid("param").id));
    return c.json({ purchase }, 200);
  },
);
