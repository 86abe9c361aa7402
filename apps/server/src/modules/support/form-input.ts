import { MAX_TICKET_ATTACHMENT_BYTES, MAX_TICKET_ATTACHMENTS } from "@portal/shared/support-contracts";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { UploadSpec } from "../../lib/multipart/upload-spec.ts";

/** A ticket's or reply's multipart body: up to 5 images (by content) of at most 10 MB in `attachments`. */
export const TICKET_UPLOAD: UploadSpec = {
  fileField: "attachments",
  maxFiles: MAX_TICKET_ATTACHMENTS,
  maxFileBytes: MAX_TICKET_ATTACHMENT_BYTES,
  kind: "image",
  tooLarge: { code: "file_too_large", message: "Each image must be at most 10 MB." },
  tooMany: { code: "too_many_files", message: `You can only upload up to ${MAX_TICKET_ATTACHMENTS} images.` },
};

/** A multipart body as the shared reader gives it: its text fields and its attachment files. */
export interface MultipartInput {
  fields: Record<string, string>;
  files: File[];
}

/** Validates the text fields with the shared schema. */
export function parseMultipart<T extends z.ZodType>(schema: T, input: MultipartInput): z.output<T> {
  const parsed = schema.safeParse(input.fields);
  if (!parsed.success) {
    throw new AppError("invalid_request", "The request is not valid.", z.treeifyError(parsed.error));
  }
  return parsed.data;
}
