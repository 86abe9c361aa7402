import { pinPage } from "@portal/shared/demo-pages";
import { useState } from "react";
import type { FramePin } from "./pin-placement";

/** A request to show one pin: its page is opened in the frame, the pin scrolled into view and highlighted. */
export interface PinFocus {
  id: string;
  page: string;
  /** Changes with every request, so choosing the same comment again scrolls to it again. */
  seq: number;
}

/**
 * The focus the frame follows: the one asked for, else the highlighted pin's (a new request each
 * time the highlighted pin changes, numbered apart from asked-for ones), once that pin is shown.
 */
export function useHighlightFocus(
  requested: PinFocus | null,
  highlightId: string | null,
  pins: FramePin[],
  url: string,
): PinFocus | null {
  // Counted while rendering (React's way of following a prop), so a new highlight has its number at once.
  const [counted, setCounted] = useState({ id: highlightId, n: 1 });
  if (counted.id !== highlightId) setCounted({ id: highlightId, n: counted.n + 1 });
  if (requested) return requested;
  const pin = highlightId ? pins.find((p) => p.annotation.id === highlightId) : undefined;
  return pin ? { id: pin.annotation.id, page: pinPage(pin.annotation.page, url), seq: -counted.n } : null;
}
