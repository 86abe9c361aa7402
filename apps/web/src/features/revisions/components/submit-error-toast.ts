import type { TFunction } from "i18next";
import { toast } from "sonner";
import { ApiError } from "@/lib/api-client";

/** Title and description keys (revisions namespace) for the server's refusal codes. */
const KNOWN: Record<string, [string, string]> = {
  revision_limit_reached: ["limitReachedTitle", "limitReachedToast"],
  too_many_images: ["tooManyImagesTitle", "tooManyImagesBody"],
  file_too_large: ["fileTooLargeTitle", "fileTooLargeBody"],
  invalid_file_type: ["invalidFileTypeTitle", "invalidFileTypeBody"],
  description_or_comments_required: ["errorTitle", "descriptionOrComments"],
  description_too_long: ["errorTitle", "descriptionTooLong"],
  blank_comment: ["errorTitle", "blankComment"],
  missing_project: ["errorTitle", "missingProject"],
  demo_url_required: ["errorTitle", "demoUrlRequired"],
  premium_required: ["errorTitle", "premiumRequired"],
};

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
  if (error instanceof ApiError) {
    const known = KNOWN[error.code];
    if (known) {
      toast.error(t(known[0]), { description: t(known[1]) });
      return;
    }
    toast.error(t("errorTitle"), { description: t("submitFailed", { reason: error.message }) });
    return;
  }
  toast.error(t("errorTitle"), { description: t("unexpectedError") });
}
