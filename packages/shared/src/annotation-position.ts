import type { ViewMode } from "./constants.ts";

// Kept apart from annotations.ts (and its zod schema) so screens that only show pins load no zod.

/** Where a pin sits: document pixels, the frame mode, and the page's size when it was placed. */
export interface PinPlace {
  x: number;
  y: number;
  mode: ViewMode;
  viewportWidth: number | null;
  documentHeight: number | null;
}

/** The size a pin is measured against when it was stored without one (the reference frames). */
export const REFERENCE_FRAME: Record<ViewMode, { width: number; height: number }> = {
  desktop: { width: 1280, height: 720 },
  mobile: { width: 375, height: 667 },
};

/** A pin's position as percentages of the demo page's width and full height. */
export function annotationPercent(a: PinPlace): {
  x: number;
  y: number;
} {
  const width = a.viewportWidth ?? REFERENCE_FRAME[a.mode].width;
  const height = a.documentHeight ?? REFERENCE_FRAME[a.mode].height;
  const pct = (v: number, of: number) => Math.min(100, Math.max(0, (v / of) * 100));
  return { x: pct(a.x, width), y: pct(a.y, height) };
}

/** "12.5%": percentages in summaries carry one decimal. */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}
