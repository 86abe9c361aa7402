import type { ApiErrorCode } from "@portal/shared/error-codes";
import { ApiError } from "@/lib/api-client";
import { errorCodeOf } from "@/lib/error-message";

const UPLOAD_ERRORS: readonly ApiErrorCode[] = ["invalid_file_type", "file_too_large", "too_many_files", "payload_too_large"];

/** Whether the attachments (not the text) were refused; the spec gives those their own toast. */
export function isUploadError(error: unknown): boolean {
  return error instanceof ApiError && (UPLOAD_ERRORS as readonly string[]).includes(errorCodeOf(error) ?? "");
}

/** Whether the attachments were refused for their size (413): the toast then says the limit. */
export function isTooLarge(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code === "file_too_large" || code === "payload_too_large";
}
