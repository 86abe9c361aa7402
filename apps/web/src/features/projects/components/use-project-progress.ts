import { COUNTDOWN_REFRESH_MS } from "@portal/shared/constants";
import { computeProjectProgress, type ProgressInput } from "@portal/shared/project-progress";
import { useEffect, useState } from "react";

/** The shared progress computation, refreshed every second. */
export function useProjectProgress(project: ProgressInput) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return computeProjectProgress(project, now);
}
