import type { Annotation } from "@portal/shared/annotations";
import type { ViewMode } from "@portal/shared/constants";
import type { BridgeClick } from "../components/use-demo-bridge";
import { browserLabel } from "./browser-label";

/** A click on the demo becoming a pin: where it was and in which view. */
export type Draft = BridgeClick & { mode: ViewMode };

/** The pin's context as recorded by the bridge (nothing more from the overlay); the browser is this page's. */
export function pinContext(draft: Draft): Partial<Annotation> {
  return {
    page: draft.page ?? null,
    anchor: draft.anchor ?? null,
    viewportHeight: draft.viewportHeight ?? null,
    scrollX: draft.scrollX ?? null,
    scrollY: draft.scrollY ?? null,
    browser: browserLabel(navigator.userAgent),
  };
}
