import type { ViewMode } from "@portal/shared/constants";
import { useState } from "react";
import { useIsMobile } from "@/lib/hooks/use-media-query";

/** Desktop by default, forced to mobile on mobile devices. */
export function useViewMode(initial: ViewMode = "desktop") {
  const isMobile = useIsMobile();
  const [chosen, setChosen] = useState<ViewMode>(initial);
  return { mode: isMobile ? ("mobile" as const) : chosen, setMode: setChosen, canToggle: !isMobile };
}
