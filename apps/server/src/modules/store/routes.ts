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
import { idempotency, idempotencyHeaders, idempotencyResponses } from "../../lib/idempotency.ts";
import { multipartRequestBody } from "../../lib/multipart/openapi-body.ts";
import { withUpload } from "../../lib/multipart/with-upload.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import { conditionalHeaders, etagHeader, preconditionOf, preconditionResponses, sendEtag } from "../../lib/preconditions.ts";
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
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});

/** The feature catalogue, the store-open setting and the client's purchases. */
export const storeRoutes = createRouter();

storeRoutes.openapi(
  signedInRoute({
    method: "get",
    path: "/store/features",
    tags: ["store"],
    request: { query: featureListQuery },
    responses: { 200: jsonContent(featureListResponse, "A page of the catalogue, newest first"), ...errorResponses },
  }),
  async (c) => c.json(await listFeatures(c.var.deps.db, c.req.valid("query")), 200),
);

storeRoutes.openapi(
  signedInRoute({
    method: "get",
    path: "/store/settings",
    tags: ["store"],
    responses: {
      200: { ...jsonContent(storeSettingsSchema, "Whether the store is open to clients"), headers: etagHeader },
      ...errorResponses,
    },
  }),
  async (c) => {
    const { storeOpen, version } = await getStoreSwitch(c.var.deps.db);
    sendEtag(c, version);
    return c.json({ storeOpen }, 200);
  },
);

storeRoutes.openapi(
  clientRoute("billing", {
    method: "get",
    path: "/store/purchases",
    tags: ["store"],
    responses: {
      200: jsonContent(purchaseListResponse, "The client's own purchases, newest first"),
      ...errorResponses,
    },
  }),
  async (c) => c.json({ purchases: await listClientPurchases(c.var.deps.db, accountOf(c).id) }, 200),
);

storeRoutes.openapi(
  adminRoute("store.write", {
    method: "put",
    path: "/admin/store/settings",
    middleware: [idempotency] as const,
    tags: ["store"],
    request: { headers: conditionalHeaders, body: jsonBody(storeSettingsSchema) },
    responses: {
      200: { ...jsonContent(storeSettingsSchema, "The saved setting"), headers: etagHeader },
      ...errorResponses,
      ...idempotencyResponses,
      ...preconditionResponses,
    },
  }),
  async (c) => {
    const { storeOpen } = c.req.valid("json");
    const saved = await changeStoreOpen(c.var.deps, actorOf(currentUser(c)), storeOpen, preconditionOf(c, "store"));
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
      return uploadFeatureImage(c.var.deps, image);
    });
    return c.json({ id: stored.id, url: fileUrl(stored.id) }, 201);
  },
);

storeRoutes.openapi(
  adminRoute("store.write", {
    method: "post",
    path: "/admin/store/features",
    middleware: [idempotency] as const,
    tags: ["store"],
    request: { headers: idempotencyHeaders, body: jsonBody(featureRequest) },
    responses: {
      201: jsonContent(featureSavedResponse, "The saved feature, with a warning when the price failed"),
      ...errorResponses,
      ...idempotencyResponses,
    },
  }),
  async (c) => {
    const saved = await createFeature(c.var.deps, actorOf(currentUser(c)), c.req.valid("json"));
    return c.json(saved, 201);
  },
);

storeRoutes.openapi(
  adminRoute("store.write", {
    method: "get",
    path: "/admin/store/features/{id}",
    tags: ["store"],
    description: "One feature, as the edit dialog opens it, with its version in `ETag`.",
    request: { params: idParam },
    responses: { 200: { ...jsonContent(featureSchema, "The feature"), headers: etagHeader }, ...errorResponses },
  }),
  async (c) => {
    const { feature, version } = await getFeature(c.var.deps.db, c.req.valid("param").id);
    sendEtag(c, version);
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
      request: { headers: conditionalHeaders, params: idParam, body: jsonBody(schema) },
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
      const { version, ...saved } = await updateFeature(
        c.var.deps,
        actorOf(currentUser(c)),
        id,
        c.req.valid("json"),
        precondition,
      );
      sendEtag(c, version);
      return c.json(saved, 200);
    },
  );
}

storeRoutes.openapi(
  adminRoute("store.write", {
    method: "delete",
    path: "/admin/store/features/{id}",
    middleware: [idempotency] as const,
    tags: ["store"],
    request: { headers: idempotencyHeaders, params: idParam },
    responses: { 204: { description: "Deleted" }, ...errorResponses, ...idempotencyResponses },
  }),
  async (c) => {
    await deleteFeature(c.var.deps, actorOf(currentUser(c)), c.req.valid("param").id);
    return c.body(null, 204);
  },
);

storeRoutes.openapi(
  adminRoute("store.write", {
    method: "post",
    path: "/admin/store/features/{id}/recreate-price",
    middleware: [idempotency] as const,
    tags: ["store"],
    request: { headers: idempotencyHeaders, params: idParam },
    responses: {
      200: jsonContent(z.object({ feature: featureSchema }), "The feature with its new provider price"),
      ...errorResponses,
      ...idempotencyResponses,
      502: errorResponses[400],
    },
  }),
  async (c) => c.json({ feature: await recreateFeaturePrice(c.var.deps, actorOf(currentUser(c)), c.req.valid("param").id) }, 200),
);
