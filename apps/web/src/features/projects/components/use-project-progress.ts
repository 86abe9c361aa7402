import { COUNTDOWN_REFRESH_MS } from "@portal/shared/constants";
import { computeProgressWithMilestones, type MilestoneProgressInput } from "@portal/shared/milestone-progress";
import type { ProgressInput } from "@portal/shared/project-progress";
import { useEffect, useState } from "react";

/** The shared progress computation (following the milestones when there are any), refreshed every second. */
export function useProjectProgress(project: ProgressInput, milestones: readonly MilestoneProgressInput[] = []) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return computeProgressWithMilestones(project, milestones, now);
}
