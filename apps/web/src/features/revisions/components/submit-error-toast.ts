import { type ApiErrorCode, isApiErrorCode } from "@portal/shared/error-codes";
import type { TFunction } from "i18next";
import { ApiError } from "@/lib/api-client";
import { codeMessage, errorCodeOf, errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";

/** The spec's own toast titles (revisions namespace); other refusals are titled "Error". */
const TITLES: Partial<Record<ApiErrorCode, string>> = {
  revision_limit_reached: "limitReachedTitle",
  too_many_images: "tooManyImagesTitle",
  file_too_large: "fileTooLargeTitle",
  invalid_file_type: "invalidFileTypeTitle",
};

/** Refusals the spec shows as a toast of their own (its validation toasts), not as a failed submit. */
const OWN_TOAST = new Set<ApiErrorCode>([
  ...(Object.keys(TITLES) as ApiErrorCode[]),
  "description_or_comments_required",
  "description_too_long",
  "blank_comment",
  "missing_project",
  "demo_url_required",
  "premium_required",
]);

/** The toast for a revision request refused with `code`, by the server or by the same rule in the form. */
export function showRevisionRefusal(t: TFunction<"revisions">, code: ApiErrorCode) {
  toast.error(t(TITLES[code] ?? "errorTitle"), { description: codeMessage(t, code, "revision") });
}

/**
 * The spec's destructive toasts for a refused revision request. When images were sent and the
 * request failed in transit or on the server's side, the images are what could not be uploaded.
 */
export function showSubmitError(t: TFunction<"revisions">, error: unknown, sentImages = false) {
  const failedInTransit = !(error instanceof ApiError) || error.status >= 500;
  if (sentImages && failedInTransit) {
    toast.error(t("imageUploadErrorTitle"), { description: t("imageUploadErrorBody") });
    return;
  }
  const code = errorCodeOf(error);
  // The session ended (decision 076): say so alone; the draft is kept for after the sign-in.
  if (code === "session_ended") {
    toast.error(errorMessage(t, error));
    return;
  }
  // A too large body (a proxy's 413 included) can only be the images.
  if (code === "payload_too_large") {
    showRevisionRefusal(t, "file_too_large");
    return;
  }
  if (isApiErrorCode(code) && OWN_TOAST.has(code)) {
    showRevisionRefusal(t, code);
    return;
  }
  const reason = errorMessage(t, error, t("unexpectedError"));
  toast.error(t("errorTitle"), { description: error instanceof ApiError ? t("submitFailed", { reason }) : reason });
}
