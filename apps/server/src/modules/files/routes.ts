import { z } from "zod";
import { publicRoute } from "../../auth/route-access.ts";
import { createRouter, errorResponses } from "../../lib/openapi.ts";
import { contentDisposition, safeFileName } from "./file-names.ts";
import { readFileFor } from "./file-service.ts";

export const fileRoutes = createRouter().openapi(
  publicRoute({
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
      403: { ...errorResponses[403], description: "A staff member whose role does not read this kind of file" },
      404: errorResponses[404],
    },
  }),
  async (c) => {
    const { db, providers } = c.get("deps");
    const { file, body, isPublic } = await readFileFor(
      { db, storage: providers.storage },
      c.req.valid("param").id,
      c.get("user"),
      c.get("sessionId"),
    );
    const disposition = c.req.valid("query").download ? "attachment" : "inline";
    return c.body(body as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": file.contentType,
      "Content-Length": String(body.byteLength),
      // Named by the real type even for rows stored before names were made safe.
      "Content-Disposition": contentDisposition(disposition, safeFileName(file.fileName, file.contentType)),
      "Cache-Control": isPublic ? "public, max-age=86400" : "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
  },
);
