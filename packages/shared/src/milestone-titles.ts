import type { MilestoneTitle } from "./milestone-contracts.ts";

/**
 * A milestone's title in the reader's language, or the other one when that is empty. Kept apart
 * from the contracts so the client's dashboard shows titles without loading zod.
 */
export function milestoneTitleIn(language: string, title: MilestoneTitle): string {
  const own = language.startsWith("he") ? title.he : title.en;
  return own || title.en || title.he;
}
