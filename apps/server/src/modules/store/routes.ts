import {
  featureChangesRequest,
  featureListQuery,
  featureListResponse,
  featureRequest,
  featureSavedResponse,
  featureSchema,
  purchaseListResponse,
  storeSettingsSchema,
  uploadedImageResponse,
} from "@portal/shared/store-contracts";
import { z } from "zod";
import { accountOf, adminRoute, clientRoute, signedInRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { AppError } from "../../lib/app-error.ts";
import { idempotency, idempotencyResponses } from "../../lib/idempotency.ts";
import { multipartRequestBody } from "../../lib/multipart/openapi-body.ts";
import { withUpload } from "../../lib/multipart/with-upload.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import { conditionalHeaders, etagHeader, preconditionOf, preconditionResponses, sendEtag } from "../../lib/preconditions.ts";
import * as shape from "../../lib/route-shapes.ts";
import { actorOf } from "../audit/index.ts";
import { fileUrl } from "../files/index.ts";
import {
  createFeature,
  deleteFeature,
  FEATURE_IMAGE_UPLOAD,
  getFeature,
  listFeatures,
  recreateFeaturePrice,
  updateFeature,
  uploadFeatureImage,
} from "./feature-service.ts";
import { listClientPurchases } from "./purchases-service.ts";
import { changeStoreOpen, getStoreSwitch } from "./store-settings-service.ts";

const idParam = z.object({ id: z.uuid() });

/** The feature catalogue, the store-open setting and the client's purchases. */
export const storeRoutes = createRouter();

storeRoutes.openapi(
  signedInRoute(
    shape.queryRead("/store/features", "store", featureListQuery, featureListResponse, "A page of the catalogue, newest first"),
  ),
  async (c) => c.json(await listFeatures(c.get("deps").db, c.req.valid("query")), 200),
);

storeRoutes.openapi(
  signedInRoute({
    method: "get",
    path: "/store/settings",
    tags: ["store"],
    responses: shape.versionedReadAnswers(storeSettingsSchema, "Whether the store is open to clients"),
  }),
  async (c) => {
    const { storeOpen } = shape.withEtag(c, await getStoreSwitch(c.get("deps").db));
    return c.json({ storeOpen }, 200);
  },
);

storeRoutes.openapi(
  clientRoute("billing", {
    method: "get",
    path: "/store/purchases",
    tags: ["store"],
    responses: shape.readAnswers(purchaseListResponse, "The client's own purchases, newest first"),
  }),
  async (c) => c.json({ purchases: await listClientPurchases(c.get("deps").db, accountOf(c).id) }, 200),
);

storeRoutes.openapi(
  adminRoute("store.write", {
    method: "put",
    path: "/admin/store/settings",
    tags: ["store"],
    ...shape.guardedChange(
      { body: shape.jsonBody(storeSettingsSchema) },
      { 200: shape.versioned(storeSettingsSchema, "The saved setting") },
    ),
  }),
  async (c) => {
    const { storeOpen } = c.req.valid("json");
    const saved = await changeStoreOpen(c.get("deps"), actorOf(currentUser(c)), storeOpen, preconditionOf(c, "store"));
    sendEtag(c, saved.version);
    return c.json({ storeOpen: saved.storeOpen }, 200);
  },
);

storeRoutes.openapi(
  adminRoute("store.write", {
    method: "post",
    path: "/admin/store/images",
    tags: ["store"],
    request: { body: multipartRequestBody(FEATURE_IMAGE_UPLOAD) },
    description: "Stores a public feature image: one `image` file (png, jpeg, gif or webp by content).",
    responses: { 201: jsonContent(uploadedImageResponse, "The stored public image"), ...errorResponses },
  }),
  async (c) => {
    const stored = await withUpload(c, FEATURE_IMAGE_UPLOAD, async (form) => {
      const [image] = form.files;
      if (!image) throw new AppError("invalid_request", "Send the image as multipart/form-data.");
      return uploadFeatureImage(c.get("deps"), image);
    });
    return c.json({ id: stored.id, url: fileUrl(stored.id) }, 201);
  },
);

storeRoutes.openapi(
  adminRoute("store.write", {
    method: "post",
    path: "/admin/store/features",
    tags: ["store"],
    ...shape.change(
      { body: shape.jsonBody(featureRequest) },
      { 201: jsonContent(featureSavedResponse, "The saved feature, with a warning when the price failed") },
    ),
  }),
  async (c) => {
    const saved = await createFeature(c.get("deps"), actorOf(currentUser(c)), c.req.valid("json"));
    return c.json(saved, 201);
  },
);

storeRoutes.openapi(
  adminRoute(
    "store.write",
    shape.recordRead(
      "/admin/store/features/{id}",
      "store",
      featureSchema,
      "The feature",
      "One feature, as the edit dialog opens it, with its version in `ETag`.",
    ),
  ),
  async (c) => {
    const { feature } = shape.withEtag(c, await getFeature(c.get("deps").db, c.req.valid("param").id));
    return c.json(feature, 200);
  },
);

for (const [method, schema, what] of [
  ["put", featureRequest, "Replaces every field of a feature"],
  ["patch", featureChangesRequest, "Changes only the fields given (a field left out keeps its value)"],
] as const) {
  storeRoutes.openapi(
    adminRoute("store.write", {
      method,
      path: "/admin/store/features/{id}",
      middleware: [idempotency] as const,
      tags: ["store"],
      description: `${what}; with \`If-Match\` only when the feature is still at that version.`,
      request: { headers: conditionalHeaders, params: idParam, body: shape.jsonBody(schema) },
      responses: {
        200: {
          ...jsonContent(featureSavedResponse, "The saved feature, with a warning when the price failed"),
          headers: etagHeader,
        },
        ...errorResponses,
        ...idempotencyResponses,
        ...preconditionResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const precondition = preconditionOf(c, "feature", id);
      const changed = await updateFeature(c.get("deps"), actorOf(currentUser(c)), id, c.req.valid("json"), precondition);
      const saved = shape.withEtag(c, changed);
      return c.json(saved, 200);
    },
  );
}

storeRoutes.openapi(
  adminRoute("store.write", {
    method: "delete",
    path: "/admin/store/features/{id}",
    tags: ["store"],
    ...shape.change({ params: idParam }, { 204: { description: "Deleted" } }),
  }),
  async (c) => {
    await deleteFeature(c.get("deps"), actorOf(currentUser(c)), c.req.valid("param").id);
    return c.body(null, 204);
  },
);

storeRoutes.openapi(
  adminRoute("store.write", {
    method: "post",
    path: "/admin/store/features/{id}/recreate-price",
    tags: ["store"],
    ...shape.change(
      { params: idParam },
      {
        200: jsonContent(z.object({ feature: featureSchema }), "The feature with its new provider price"),
        502: errorResponses[400],
      },
    ),
  }),
  async (c) =>
    c.json({ feature: await recreateFeaturePrice(c.get("deps"), actorOf(currentUser(c)), c.req.valid("param").id) }, 200),
);
