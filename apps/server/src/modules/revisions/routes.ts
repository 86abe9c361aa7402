import { MAX_PIN_SCREENSHOT_BYTES, MAX_REVISION_IMAGE_BYTES, MAX_REVISION_IMAGES } from "@portal/shared/constants";
import { isApiErrorCode } from "@portal/shared/error-codes";
import {
  adminRevisionSchema,
  clientRevisionsResponse,
  myRevisionsResponse,
  pinScreenshotSchema,
  revisionClientsQuery,
  revisionClientsResponse,
  revisionSchema,
  submitRevisionFields,
  submitRevisionResponse,
  updateRevisionStatusRequest,
} from "@portal/shared/revision-contracts";
import { z } from "zod";
import { authorOf } from "../../auth/author.ts";
import { accountOf, adminRoute, assignedFilter, clientRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { AppError } from "../../lib/app-error.ts";
import { multipartRequestBody } from "../../lib/multipart/openapi-body.ts";
import { singleFileUpload, type UploadSpec } from "../../lib/multipart/upload-spec.ts";
import { withUpload } from "../../lib/multipart/with-upload.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import * as shape from "../../lib/route-shapes.ts";
import { actorOf } from "../audit/index.ts";
import { listOwnRevisions } from "./own-revisions-service.ts";
import { storePinScreenshot } from "./pin-screenshot-service.ts";
import {
  listClientRevisions,
  listRevisionClients,
  openRevisionAsAdmin,
  revisionVersion,
  updateRevisionStatus,
} from "./revision-service.ts";
import { submitRevision } from "./revision-submission-service.ts";

export const revisionRoutes = createRouter();

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
  clientRoute("revisions", {
    method: "get",
    path: "/revisions",
    tags: ["revisions"],
    responses: {
      200: jsonContent(myRevisionsResponse, "The client's revisions, newest first"),
      401: errorResponses[401],
      403: errorResponses[403],
    },
  }),
  async (c) => c.json(await listOwnRevisions(c.get("deps").db, accountOf(c).id, currentUser(c).id), 200),
);

revisionRoutes.openapi(
  clientRoute(
    "revisions",
    shape.uploadCreate(
      "/revisions",
      "revisions",
      "Submits a revision: description, annotations (JSON text in any accepted shape), up to 5 images under 5 MB.",
      revisionUpload,
      submitRevisionFields,
      { 201: jsonContent(submitRevisionResponse, "The revision was submitted"), ...shape.refused },
    ),
  ),
  async (c) => {
    const user = accountOf(c);
    const result = await withUpload(c, revisionUpload, async (form) => {
      const fields = submitRevisionFields.safeParse(form.fields);
      if (!fields.success) {
        const code = fields.error.issues[0]?.message;
        throw new AppError(isApiErrorCode(code) ? code : "invalid_request", "The request is not valid.");
      }
      return submitRevision(c.get("deps"), user.id, authorOf(currentUser(c), user), {
        description: fields.data.description,
        annotations: fields.data.annotations,
        images: form.files,
      });
    });
    return c.json(result, 201);
  },
);

const pinScreenshotUpload = singleFileUpload({
  fileField: "screenshot",
  maxFileBytes: MAX_PIN_SCREENSHOT_BYTES,
  kind: "image",
  tooLarge: "The screenshot is larger than 2 MB.",
  tooMany: "Send one screenshot at a time.",
  tooManyCode: "too_many_images",
});

revisionRoutes.openapi(
  clientRoute("revisions", {
    method: "post",
    path: "/revisions/pin-screenshots",
    tags: ["revisions"],
    description: "Stores the screenshot taken when a pin was placed (a private image of the client); the pin carries its id.",
    ...shape.change(
      { body: multipartRequestBody(pinScreenshotUpload, z.object({})) },
      { 201: jsonContent(pinScreenshotSchema, "The screenshot was stored") },
    ),
  }),
  async (c) => {
    const user = accountOf(c);
    const stored = await withUpload(c, pinScreenshotUpload, (form) => storePinScreenshot(c.get("deps"), user.id, form.files[0]));
    return c.json(stored, 201);
  },
);

revisionRoutes.openapi(
  adminRoute(
    "revisions.read",
    {
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
    },
    "list",
  ),
  async (c) => {
    const query = c.req.valid("query");
    const assignedTo = assignedFilter(c, query.assigned);
    return c.json(await listRevisionClients(c.get("deps").db, currentUser(c).id, { ...query, assignedTo }), 200);
  },
);

revisionRoutes.openapi(
  adminRoute(
    "revisions.read",
    {
      method: "get",
      path: "/admin/revision-clients/{clientId}/revisions",
      tags: ["revisions"],
      request: { params: z.object({ clientId: z.uuid() }) },
      responses: {
        200: jsonContent(clientRevisionsResponse, "The client's revisions, newest first"),
        401: errorResponses[401],
        403: errorResponses[403],
      },
    },
    "client",
  ),
  async (c) =>
    c.json({ revisions: await listClientRevisions(c.get("deps").db, c.req.valid("param").clientId, currentUser(c).id) }, 200),
);

revisionRoutes.openapi(
  adminRoute(
    "revisions.read",
    shape.recordRead(
      "/admin/revisions/{id}",
      "revisions",
      adminRevisionSchema,
      "The revision; opening it records the admin's view",
    ),
    "revision",
  ),
  async (c) => {
    const id = c.req.valid("param").id;
    const open = () => openRevisionAsAdmin(c.get("deps"), id, currentUser(c).id);
    return c.json(await shape.readVersioned(c, revisionVersion(c.get("deps").db, id), open), 200);
  },
);

revisionRoutes.openapi(
  adminRoute(
    "revisions.write",
    shape.guardedEdit("patch", "/admin/revisions/{id}", "revisions", updateRevisionStatusRequest, {
      200: shape.versioned(revisionSchema, "The updated revision"),
    }),
    "revision",
  ),
  async (c) => {
    const { id } = c.req.valid("param");
    const { status } = c.req.valid("json");
    const { revision } = await shape.applyGuarded(c, "revision", id, (precondition) =>
      updateRevisionStatus(c.get("deps"), actorOf(currentUser(c)), id, status, precondition),
    );
    return c.json(revision, 200);
  },
);
