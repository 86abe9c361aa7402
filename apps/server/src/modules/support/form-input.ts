import { MAX_TICKET_ATTACHMENTS } from "@portal/shared/support-contracts";
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { HttpError } from "../../lib/http-error.ts";
import { assertStorableForm } from "../../lib/storable-text.ts";

/** The multipart field that carries image attachments (repeated once per file). */
export const ATTACHMENTS_FIELD = "attachments";

/** A multipart body: its text fields and its attachment files. */
export interface MultipartInput {
  fields: Record<string, string>;
  files: File[];
}

export async function readMultipart(c: Context<AppEnv>): Promise<MultipartInput> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new HttpError(400, "invalid_request", "Send the ticket as multipart/form-data.");
  }
  assertStorableForm(form.entries());
  const fields: Record<string, string> = {};
  const files: File[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields[name] = value;
    else if (name === ATTACHMENTS_FIELD && value.size > 0) files.push(value);
  }
  return { fields, files };
}

/** Validates the text fields with the shared schema and the attachment count (5 at most). */
export function parseMultipart<T extends z.ZodType>(schema: T, input: MultipartInput): z.output<T> {
  if (input.files.length > MAX_TICKET_ATTACHMENTS) {
    throw new HttpError(400, "too_many_files", `You can only upload up to ${MAX_TICKET_ATTACHMENTS} images.`);
  }
  const parsed = schema.safeParse(input.fields);
  if (!parsed.success) {
    throw new HttpError(400, "invalid_request", "The request is not valid.", z.treeifyError(parsed.error));
  }
  return parsed.data;
}
