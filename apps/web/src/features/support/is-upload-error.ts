import type { ApiErrorCode } from "@portal/shared/error-codes";
import { ApiError } from "@/lib/api-client";

const UPLOAD_ERRORS: readonly ApiErrorCode[] = ["invalid_file_type", "file_too_large", "too_many_files"];

/** Whether the attachments (not the text) were refused; the spec gives those their own toast. */
export function isUploadError(error: unknown): boolean {
  return error instanceof ApiError && (UPLOAD_ERRORS as readonly string[]).includes(error.code);
}
