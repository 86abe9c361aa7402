import type { Context } from "hono";
import { type MultipartForm, readMultipart } from "./read-multipart.ts";
import type { UploadSpec } from "./upload-spec.ts";

/**
 * Reads the request's multipart body under `spec`'s limits, runs `use` with it, and removes the
 * spooled files afterwards, whatever `use` did. The one way upload routes read their bodies.
 */
export async function withUpload<T>(c: Context, spec: UploadSpec, use: (form: MultipartForm) => Promise<T>): Promise<T> {
  const form = await readMultipart(c.req.raw, spec);
  try {
    return await use(form);
  } finally {
    await form.dispose();
  }
}
