import { MAX_REVISION_IMAGE_BYTES, MAX_REVISION_IMAGES, REVISION_DESCRIPTION_MAX } from "./constants.ts";
import { graphemeCount } from "./text-length.ts";

/** Used as the description when a request carries only comments or images. */
export const DEFAULT_REVISION_DESCRIPTION = "Revision request with comments";

/** Revisions left of the agency's `limit` per project (its premium plan's setting). */
export function remainingRevisions(used: number, limit: number): number {
  return Math.max(0, limit - used);
}

export type RequestRevisionBlock = "premium_required" | "revision_limit_reached" | "demo_url_required";

/**
 * Whether the client may open the revision request (section 5): subscribed, fewer than the
 * agency's limit used and a demo URL. The first reason that blocks is returned (premium first: the upgrade dialog).
 */
export function revisionRequestBlock(input: {
  subscribed: boolean;
  used: number;
  limit: number;
  demoUrl: string | null;
}): RequestRevisionBlock | null {
  if (!input.subscribed) return "premium_required";
  if (remainingRevisions(input.used, input.limit) === 0) return "revision_limit_reached";
  if (!input.demoUrl) return "demo_url_required";
  return null;
}

export type RevisionContentError = "description_or_comments_required" | "description_too_long";

/**
 * A request needs a description, a comment or an image; the spec's message names the first two.
 * Comment text itself is checked by `normaliseAnnotations`.
 */
export function revisionContentError(input: {
  description: string;
  commentCount: number;
  imageCount: number;
}): RevisionContentError | null {
  if (graphemeCount(input.description) > REVISION_DESCRIPTION_MAX) return "description_too_long";
  if (!input.description.trim() && input.commentCount === 0 && input.imageCount === 0) return "description_or_comments_required";
  return null;
}

/** The stored description: the trimmed text, or the default when blank. */
export function effectiveDescription(description: string): string {
  return description.trim() || DEFAULT_REVISION_DESCRIPTION;
}

export type HelperImageError = "too_many_images" | "file_too_large" | "invalid_file_type";

/**
 * Checks images chosen in the browser before they are added (the server checks the bytes again):
 * at most 5 in all, each under 5 MB, each of type image.
 */
export function helperImagesError(alreadyChosen: number, files: Array<{ size: number; type: string }>): HelperImageError | null {
  if (alreadyChosen + files.length > MAX_REVISION_IMAGES) return "too_many_images";
  if (files.some((f) => !f.type.startsWith("image/"))) return "invalid_file_type";
  if (files.some((f) => f.size >= MAX_REVISION_IMAGE_BYTES)) return "file_too_large";
  return null;
}

/** Submit stays disabled while busy, with nothing to send, or with no revisions left. */
export function canSubmitRevision(input: {
  submitting: boolean;
  description: string;
  commentCount: number;
  imageCount: number;
  used: number;
  limit: number;
}): boolean {
  if (input.submitting || remainingRevisions(input.used, input.limit) === 0) return false;
  return Boolean(input.description.trim()) || input.commentCount > 0 || input.imageCount > 0;
}
