import { createRoute } from "@hono/zod-openapi";
import { MAX_REVISION_IMAGE_BYTES, MAX_REVISION_IMAGES } from "@portal/shared/constants";
import { isApiErrorCode } from "@portal/shared/error-codes";
import {
  adminRevisionSchema,
  clientRevisionsResponse,
  myRevisionsResponse,
  revisionClientsQuery,
  revisionClientsResponse,
  revisionSchema,
  submitRevisionFields,
  submitRevisionResponse,
  updateRevisionStatusRequest,
} from "@portal/shared/revision-contracts";
import { z } from "zod";
import { currentUser, requireRole } from "../../auth/session-middleware.ts";
import { HttpError } from "../../lib/http-error.ts";
import { idempotency, idempotencyHeaders, idempotencyResponses } from "../../lib/idempotency.ts";
import { multipartRequestBody } from "../../lib/multipart/openapi-body.ts";
import type { UploadSpec } from "../../lib/multipart/upload-spec.ts";
import { withUpload } from "../../lib/multipart/with-upload.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import {
  listClientRevisions,
  listOwnRevisions,
  listRevisionClients,
  openRevisionAsAdmin,
  updateRevisionStatus,
} from "./service.ts";
import { submitRevision } from "./submit-revision.ts";

export const revisionRoutes = createRouter();
revisionRoutes.use("/revisions", requireRole("client"));
revisionRoutes.use("/admin/revisions/*", requireRole("admin"));
revisionRoutes.use("/admin/revision-clients", requireRole("admin"));
revisionRoutes.use("/admin/revision-clients/*", requireRole("admin"));

const revisionUpload: UploadSpec = {
  fileField: "images",
  maxFiles: MAX_REVISION_IMAGES,
  // "Under 5 MB": a file of exactly 5 MB is refused.
  maxFileBytes: MAX_REVISION_IMAGE_BYTES - 1,
  kind: "image",
  tooLarge: { code: "file_too_large", message: "Please select an image smaller than 5MB" },
  tooMany: { code: "too_many_images", message: "You can only upload up to 5 images" },
};

revisionRoutes.openapi(
  createRoute({
    method: "get",
    path: "/revisions",
    tags: ["revisions"],
    responses: {
      200: jsonContent(myRevisionsResponse, "The client's revisions, newest first"),
      401: errorResponses[401],
      403: errorResponses[403],
    },
  }),
  async (c) => c.json(await listOwnRevisions(c.var.deps.db, currentUser(c).id), 200),
);

revisionRoutes.openapi(
  createRoute({
    method: "post",
    path: "/revisions",
    middleware: [idempotency] as const,
    request: { headers: idempotencyHeaders, body: multipartRequestBody(revisionUpload, submitRevisionFields) },
    tags: ["revisions"],
    description: "Submits a revision: description, annotations (JSON text in any accepted shape), up to 5 images under 5 MB.",
    responses: {
      201: jsonContent(submitRevisionResponse, "The revision was submitted"),
      ...errorResponses,
      ...idempotencyResponses,
      409: errorResponses[400],
    },
  }),
  async (c) => {
    const user = currentUser(c);
    const { db, providers, config } = c.var.deps;
    const result = await withUpload(c, revisionUpload, async (form) => {
      const fields = submitRevisionFields.safeParse(form.fields);
      if (!fields.success) {
        const code = fields.error.issues[0]?.message;
        throw new HttpError(400, isApiErrorCode(code) ? code : "invalid_request", "The request is not valid.");
      }
      return submitRevision({ db, storage: providers.storage, notifications: config.notifications.timing }, user.id, {
        description: fields.data.description,
        annotations: fields.data.annotations,
        images: form.files,
      });
    });
    await providers.events.publish({
      type: "revisions.created",
      audience: "admins",
      data: { revisionId: result.revision.id },
    });
    return c.json(result, 201);
  },
);

revisionRoutes.openapi(
  createRoute({
    method: "get",
    path: "/admin/revision-clients",
    tags: ["revisions"],
    request: { query: revisionClientsQuery },
    responses: {
      400: errorResponses[400],
      200: jsonContent(revisionClientsResponse, "Clients with their revision counts"),
      401: errorResponses[401],
      403: errorResponses[403],
    },
  }),
  async (c) => c.json(await listRevisionClients(c.var.deps.db, currentUser(c).id, c.req.valid("query")), 200),
);

revisionRoutes.openapi(
  createRoute({
    method: "get",
    path: "/admin/revision-clients/{clientId}/revisions",
    tags: ["revisions"],
    request: { params: z.object({ clientId: z.uuid() }) },
    responses: {
      200: jsonContent(clientRevisionsResponse, "The client's revisions, newest first"),
      401: errorResponses[401],
      403: errorResponses[403],
    },
  }),
  async (c) => c.json({ revisions: await listClientRevisions(c.var.deps.db, c.req.valid("param").clientId) }, 200),
);

revisionRoutes.openapi(
  createRoute({
    method: "get",
    path: "/admin/revisions/{id}",
    tags: ["revisions"],
    request: { params: z.object({ id: z.uuid() }) },
    responses: {
      200: jsonContent(adminRevisionSchema, "The revision; opening it records the admin's view"),
      ...errorResponses,
    },
  }),
  async (c) => {
    const admin = currentUser(c);
    const { revision, firstView } = await openRevisionAsAdmin(c.var.deps.db, c.req.valid("param").id, admin.id);
    // Only a first view changes counts; announcing every read would make open screens refetch forever.
    if (firstView) {
      await c.var.deps.providers.events.publish({
        type: "revisions.viewed",
        audience: "admins",
        data: { revisionId: revision.id },
      });
    }
    return c.json(revision, 200);
  },
);

revisionRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/admin/revisions/{id}",
    middleware: [idempotency] as const,
    tags: ["revisions"],
    request: {
      headers: idempotencyHeaders,
      params: z.object({ id: z.uuid() }),
      body: { content: { "application/json": { schema: updateRevisionStatusRequest } }, required: true },
    },
    responses: { 200: jsonContent(revisionSchema, "The updated revision"), ...errorResponses, ...idempotencyResponses },
  }),
  async (c) => {
    const { db, config } = c.var.deps;
    const revision = await updateRevisionStatus(
      db,
      c.req.valid("param").id,
      c.req.valid("json").status,
      config.notifications.timing,
    );
    await c.var.deps.providers.events.publish({
      type: "revisions.updated",
      audience: revision.clientId,
      data: { revisionId: revision.id },
    });
    return c.json(revision, 200);
  },
);
