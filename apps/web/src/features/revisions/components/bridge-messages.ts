import type { PinAnchor } from "@portal/shared/annotations";
import { fingerprintOf, type PinPoint } from "@portal/shared/bridge-protocol";

/**
 * Where the bridge found an anchored pin's element now: document pixels, or window pixels for an
 * element that stays in the window (`fixed`); or that no element matches (the pin has moved).
 */
export type PinPosition = PinPoint | { missing: true };

/** A click in comment mode: where it was, and (from bridge version 2) what was under it. */
export interface BridgeClick {
  x: number;
  y: number;
  viewportWidth: number | null;
  documentHeight: number | null;
  /** Pairs the click with the screenshot that follows it; null from the overlay and older bridges. */
  clickId?: string | null;
  page?: string | null;
  anchor?: PinAnchor | null;
  viewportHeight?: number | null;
  scrollX?: number | null;
  scrollY?: number | null;
}

export const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const text = (v: unknown, max = 500): string | null => (typeof v === "string" && v.length > 0 && v.length <= max ? v : null);

function anchorOf(value: unknown): PinAnchor | null {
  if (typeof value !== "object" || value === null) return null;
  const { selector, offsetX, offsetY } = value as Record<string, unknown>;
  const x = num(offsetX);
  const y = num(offsetY);
  const s = text(selector);
  if (!s || x === null || y === null || x < 0 || x > 100 || y < 0 || y > 100) return null;
  const fingerprint = fingerprintOf((value as Record<string, unknown>).fingerprint);
  return fingerprint ? { selector: s, offsetX: x, offsetY: y, fingerprint } : { selector: s, offsetX: x, offsetY: y };
}

/** The page path a bridge reports, when it is a plain absolute path. */
export function pathOf(value: unknown): string | null {
  const path = text(value);
  return path?.startsWith("/") && !path.startsWith("//") ? path : null;
}

/** An `addComment` message as a click, or null when it has no usable position. */
export function clickOf(data: Record<string, unknown>): BridgeClick | null {
  const x = num(data.x);
  const y = num(data.y);
  if (x === null || y === null) return null;
  return {
    x,
    y,
    viewportWidth: num(data.viewportWidth),
    documentHeight: num(data.documentHeight),
    clickId: text(data.clickId, 100),
    page: pathOf(data.path),
    anchor: anchorOf(data.anchor),
    viewportHeight: num(data.viewportHeight),
    scrollX: num(data.scrollX),
    scrollY: num(data.scrollY),
  };
}

/** A `pinPositions` message's positions by pin id. */
export function positionsOf(value: unknown): Record<string, PinPosition> {
  const positions: Record<string, PinPosition> = {};
  if (!Array.isArray(value)) return positions;
  for (const item of value as Record<string, unknown>[]) {
    const id = text(item?.id, 100);
    if (!id) continue;
    const x = num(item.x);
    const y = num(item.y);
    if (item.missing === true) positions[id] = { missing: true };
    else if (x !== null && y !== null) positions[id] = item.fixed === true ? { x, y, fixed: true } : { x, y };
  }
  return positions;
}
