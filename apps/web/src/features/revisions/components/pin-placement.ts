import { annotationPercent } from "@portal/shared/annotation-position";
import type { Annotation } from "@portal/shared/annotations";
import type { BridgeState } from "./use-demo-bridge";

export interface FramePin {
  annotation: Annotation;
  number: number;
}

export interface PlacedPin extends FramePin {
  /** Position inside the frame box (CSS lengths). */
  left: string;
  top: string;
  /** The pin's document position, for scrolling to it. */
  pageY: number;
  /** Scrolled out of the frame, above or below. */
  above: boolean;
  below: boolean;
  /** Placed on its element (false: at its stored position). */
  anchored: boolean;
  /** Its element is no longer on the page: shown at the stored position, marked as moved. */
  moved: boolean;
}

/**
 * Where each pin goes in the frame (decisions 048 and 082). With a version 2 bridge that found the
 * pin's element, on that element (an element that stays in the window, like a fixed navbar, at its
 * place in the window whatever the scroll); when the bridge says the element is gone, at the
 * stored x %, y % and marked as moved; otherwise (overlay, older bridges, older pins, no answer
 * yet) at the stored x %, y % of the page, following its scroll when the bridge reports it.
 * `scale` is the frame's zoom: the desktop view shows the page 1280 px wide, scaled to fit.
 */
export function placePins(pins: FramePin[], state: BridgeState, boxHeight: number, scale = 1): PlacedPin[] {
  const connected = state.status === "connected";
  return pins.map((pin) => {
    const found = pin.annotation.anchor && connected ? state.positions?.[pin.annotation.id] : undefined;
    if (found && "x" in found) {
      const inWindow = {
        x: found.fixed ? found.x : found.x - (state.scrollX ?? 0),
        y: found.fixed ? found.y : found.y - state.scrollY,
      };
      const topPx = inWindow.y * scale;
      return {
        ...pin,
        left: `${inWindow.x * scale}px`,
        top: `${topPx}px`,
        pageY: inWindow.y + state.scrollY,
        above: topPx < -4,
        below: topPx > boxHeight + 4,
        anchored: true,
        moved: false,
      };
    }
    const pct = annotationPercent(pin.annotation);
    const followsPage = connected && state.documentHeight;
    const pageY = (pct.y / 100) * (state.documentHeight ?? 0);
    const topPx = followsPage ? (pageY - state.scrollY) * scale : (pct.y / 100) * boxHeight;
    return {
      ...pin,
      left: `${pct.x}%`,
      top: followsPage ? `${topPx}px` : `${pct.y}%`,
      pageY,
      above: topPx < -4,
      below: topPx > boxHeight + 4,
      anchored: false,
      moved: Boolean(found && "missing" in found),
    };
  });
}
