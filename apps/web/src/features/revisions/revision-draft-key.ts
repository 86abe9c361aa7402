import { readDraft } from "@/lib/hooks/use-form-draft";

/** Where the unsent revision request is kept across a sign-in (decision 076): a client has one project. */
export const REVISION_DRAFT = "revisions.request";

/** Whether a revision request was left unsent in this tab (the dashboard then opens it again). */
export function hasRevisionDraft(): boolean {
  return readDraft(REVISION_DRAFT) !== null;
}
