import { countdownParts } from "@portal/shared/project-progress";
import type { TFunction } from "i18next";

/** "07:39:11" under a day, else the days in words first: "18 days 07:39:11", "יומיים 07:39:11". */
export function formatCountdown(t: TFunction, ms: number): string {
  const { days, clock } = countdownParts(ms);
  return days === 0 ? clock : t("projects:countdownDays", { count: days, clock });
}
