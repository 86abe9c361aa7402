import { countdownParts } from "@portal/shared/project-progress";
import type { TFunction } from "i18next";

/**
 * The countdown's two parts: the days in words ("18 days", "יומיים"; none under a day) and the
 * clock ("07:39:11"). They are rendered apart so the clock alone is set left to right: a Hebrew
 * word inside a left-to-right run would be reordered with the digits.
 */
export function formatCountdown(t: TFunction, ms: number): { days: string | null; clock: string } {
  const { days, clock } = countdownParts(ms);
  return { days: days === 0 ? null : t("projects:countdownDays", { count: days }), clock };
}
