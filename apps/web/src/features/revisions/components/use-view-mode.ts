import type { ViewMode } from "@portal/shared/constants";
import { useState } from "react";
import { useIsMobile } from "@/lib/hooks/use-media-query";

/**
 * The view mode of a screen that shows pins: the one given (a comment's), else desktop, or mobile
 * on a phone. A phone can switch to the desktop view too (decision 082): the demo is then shown
 * at desktop width, scaled to fit, so comments made on a desktop can be seen on their elements.
 */
export function useViewMode(initial?: ViewMode) {
  const isMobile = useIsMobile();
  const [chosen, setChosen] = useState<ViewMode | null>(initial ?? null);
  return { mode: chosen ?? (isMobile ? ("mobile" as const) : ("desktop" as const)), setMode: setChosen };
}
