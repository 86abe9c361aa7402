import type { TFunction } from "i18next";
import { ApiError } from "@/lib/api-client";

const REASONS: Record<string, string> = {
  ticket_closed: "reasons.ticketClosed",
  too_many_files: "reasons.tooManyFiles",
  invalid_file_type: "reasons.invalidFile",
  file_too_large: "reasons.fileTooLarge",
};

/** The reason a support request failed, in the person's language. */
export function supportErrorReason(t: TFunction<"support">, error: unknown): string {
  const key = error instanceof ApiError ? REASONS[error.code] : undefined;
  return t(key ?? "reasons.unexpected");
}

/** Whether the attachments (not the text) were refused. */
export function isUploadError(error: unknown): boolean {
  return error instanceof ApiError && ["invalid_file_type", "file_too_large", "too_many_files"].includes(error.code);
}
