/**
 * The messages between the portal and `/bridge.js` in a demo frame (decisions 004f, 048, 056, 081),
 * typed once for both sides: the bridge (apps/web/src/bridge) builds them, the portal
 * (apps/web/src/features/revisions) reads them. Every message is an object tagged with its
 * `source`; a version adds messages and fields and never changes or removes one, so each side
 * ignores what it does not know and reads fields defensively (a demo page can post anything).
 */

/** `source` of the portal's messages to the bridge, and of the bridge's messages to the portal. */
export const PORTAL_SOURCE = "portal";
export const BRIDGE_SOURCE = "portal-bridge";

/**
 * What the bridge remembers of the element a pin was placed on (version 3), to find the same
 * element again after a redesign by the best match, or to say that it is gone: its tag, its own
 * text, its stable handles (id, data-*, aria-label, link target, image source...), its classes, its
 * place among similar siblings, and the nearest ancestor with a stable handle.
 */
export interface PinFingerprint {
  tag: string;
  /** The element's own text (not its descendants'), whitespace collapsed, at most 80 characters. */
  text?: string;
  /** Stable handles, attribute name -> value (each value at most 200 characters). */
  attrs?: Record<string, string>;
  classes?: string[];
  /** 1-based place among the parent's children of the same tag, and how many there were. */
  index?: number;
  of?: number;
  /** The selector of the nearest ancestor with an id or a data attribute, when there is one. */
  within?: string;
  /** The element (or an ancestor) was `position: fixed` or `sticky`: it stays in the window as the page scrolls. */
  fixed?: boolean;
}

/** The element a pin is anchored to: a selector, the click's offset inside the element in %, and (v3) its fingerprint. */
export interface BridgeAnchor {
  selector: string;
  offsetX: number;
  offsetY: number;
  fingerprint?: PinFingerprint;
}

/** An anchored pin the portal asks the bridge to find (`locate`). */
export interface LocatePin extends BridgeAnchor {
  id: string;
}

/** Messages the portal sends. */
export type PortalToBridge =
  | { source: typeof PORTAL_SOURCE; type: "hello" }
  | { source: typeof PORTAL_SOURCE; type: "enableCommentMode"; screenshots?: boolean }
  | { source: typeof PORTAL_SOURCE; type: "disableCommentMode" }
  | { source: typeof PORTAL_SOURCE; type: "scrollTo"; y: number }
  | { source: typeof PORTAL_SOURCE; type: "locate"; pins: LocatePin[] };
export type PortalMessageType = PortalToBridge["type"];

/**
 * Where a located pin is now: document pixels; with `fixed` (v3), pixels of the frame's window,
 * because the element stays in the window whatever the scroll; or that no element matched well
 * enough (`missing`, the pin has moved).
 */
export type PinPositionReport = ({ id: string } & PinPoint) | { id: string; missing: true };
export interface PinPoint {
  x: number;
  y: number;
  fixed?: boolean;
}

/** Fields of every message the bridge sends (version 2 on). */
export interface BridgePageState {
  source: typeof BRIDGE_SOURCE;
  version: number;
  path: string;
  viewportWidth: number;
  viewportHeight: number;
  documentHeight: number;
  scrollX: number;
}

/** Messages the bridge sends. `image` is a JPEG Blob (typed loosely: this package has no DOM types). */
export type BridgeToPortal = BridgePageState &
  (
    | { type: "ready"; scrollY: number }
    | { type: "iframeScroll"; scrollY: number }
    | { type: "addComment"; x: number; y: number; scrollY: number; clickId: string; anchor: BridgeAnchor | null }
    | { type: "pinPositions"; scrollY: number; positions: PinPositionReport[] }
    | { type: "pinScreenshot"; clickId: string; image?: unknown; failed?: true }
  );
export type BridgeMessageType = BridgeToPortal["type"];

const FINGERPRINT_TEXT_MAX = 80;
const FINGERPRINT_VALUE_MAX = 200;
const FINGERPRINT_ATTRS_MAX = 12;
const FINGERPRINT_CLASSES_MAX = 8;
const TAG = /^[a-z][a-z0-9-]{0,40}$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const shortText = (v: unknown, max: number): string | undefined =>
  typeof v === "string" && v.length > 0 && v.length <= max ? v : undefined;
const count = (v: unknown): number | undefined =>
  typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 10_000 ? v : undefined;

/**
 * A fingerprint as sent by a bridge (or stored with a pin), with anything malformed dropped, or
 * undefined when it has no usable tag. The bridge and the portal both read fingerprints with it.
 */
export function fingerprintOf(value: unknown): PinFingerprint | undefined {
  if (!isRecord(value) || typeof value.tag !== "string" || !TAG.test(value.tag)) return undefined;
  const fingerprint: PinFingerprint = { tag: value.tag };
  const text = shortText(value.text, FINGERPRINT_TEXT_MAX);
  if (text) fingerprint.text = text;
  if (isRecord(value.attrs)) {
    const attrs = Object.entries(value.attrs)
      .filter(([name, v]) => /^[a-z][a-z0-9_.:-]{0,60}$/.test(name) && shortText(v, FINGERPRINT_VALUE_MAX))
      .slice(0, FINGERPRINT_ATTRS_MAX);
    if (attrs.length > 0) fingerprint.attrs = Object.fromEntries(attrs) as Record<string, string>;
  }
  if (Array.isArray(value.classes)) {
    const classes = value.classes.filter((c): c is string => shortText(c, 60) !== undefined).slice(0, FINGERPRINT_CLASSES_MAX);
    if (classes.length > 0) fingerprint.classes = classes;
  }
  const index = count(value.index);
  const of = count(value.of);
  if (index && of && index <= of) Object.assign(fingerprint, { index, of });
  const within = shortText(value.within, 500);
  if (within) fingerprint.within = within;
  if (value.fixed === true) fingerprint.fixed = true;
  return fingerprint;
}
