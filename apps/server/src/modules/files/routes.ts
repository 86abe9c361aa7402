import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { createRouter, errorResponses } from "../../lib/openapi.ts";
import { contentDisposition, safeFileName } from "./file-names.ts";
import { findFile } from "./file-service.ts";

const PUBLIC_PURPOSES = new Set(["feature_image"]);

export const fileRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/files/{id}",
    tags: ["files"],
    request: {
      params: z.object({ id: z.uuid() }),
      query: z.object({ download: z.enum(["1"]).optional() }),
    },
    responses: {
      200: { description: "The file's bytes" },
      401: errorResponses[401],
      404: errorResponses[404],
    },
  }),
  async (c) => {
    const { id } = c.req.valid("param");
    const { db, providers } = c.var.deps;
    const file = await findFile(db, id);
    const user = c.var.user;
    const isPublic = file && PUBLIC_PURPOSES.has(file.purpose);
    if (!isPublic && !user) throw new AppError("unauthorized", "You must be signed in.");
    // Someone else's file answers exactly like a missing one.
    const allowed = file && (isPublic || user?.role === "admin" || (file.ownerId !== null && file.ownerId === user?.id));
    if (!file || !allowed) throw new AppError("not_found", "File not found.");
    const object = await providers.storage.get(file.storageKey);
    if (!object) throw new AppError("not_found", "File not found.");
    const disposition = c.req.valid("query").download ? "attachment" : "inline";
    return c.body(object.body as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": file.contentType,
      "Content-Length": String(object.body.byteLength),
      // Named by the real type even for rows stored before names were made safe.
      "Content-Disposition": contentDisposition(disposition, safeFileName(file.fileName, file.contentType)),
      "Cache-Control": isPublic ? "public, max-age=86400" : "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
  },
);
