import {
  BRIDGE_SOURCE,
  type BridgeAnchor,
  type BridgeToPortal,
  type LocatePin,
  type PinPositionReport,
  PORTAL_SOURCE,
  type PortalToBridge,
} from "@portal/shared/bridge-protocol";
import { BRIDGE_VERSION } from "@portal/shared/constants";
import { anchorFor, elementUnder, locateElement } from "./anchor";
import { findAnchored } from "./match";
import { captureVisibleArea } from "./screenshot";

/**
 * `/bridge.js`, the script an agency adds to each demo site so that clients can pin comments on it
 * from the portal (decisions 004f, 048, 055, 056, 081, 082; the messages are typed in
 * packages/shared/src/bridge-protocol.ts). The portal origin is the origin this script was loaded
 * from; the bridge only obeys, and only posts to, that origin, and only as its parent's frame.
 */
type Outgoing = BridgeToPortal extends infer M ? (M extends BridgeToPortal ? Omit<M, keyof PageFields> : never) : never;
type PageFields = Omit<Extract<BridgeToPortal, { type: "ready" }>, "type" | "scrollY">;

function start(script: HTMLScriptElement) {
  const portalOrigin = new URL(script.src, location.href).origin;
  let commentMode = false;
  let screenshots = false;
  let pins: LocatePin[] = [];
  /** Each pin's element as last found; found again whenever the page's layout changes. */
  let found = new Map<string, Element | null>();
  // Unique across the pages of a visit: the portal pairs each screenshot with its click by it.
  const visit = Date.now().toString(36) + Math.random().toString(36).slice(2, 8);
  let clicks = 0;
  /**
   * The pointer's press was placed on a disabled control when released: the click of that same
   * press (on the control's row) is not another comment. A new press clears it, so the next click
   * is never lost however soon it comes (a fixed 500 ms lost a quick one).
   */
  let releasePlacedComment = false;
  /** Some pin is on an element that stays in the window (fixed or sticky): its place follows the scroll. */
  let followsScroll = false;

  function pageFields(): PageFields {
    const d = document.documentElement;
    return {
      source: BRIDGE_SOURCE,
      version: BRIDGE_VERSION,
      path: location.pathname,
      viewportWidth: d.clientWidth || window.innerWidth,
      viewportHeight: d.clientHeight || window.innerHeight,
      documentHeight: Math.max(d.scrollHeight, document.body ? document.body.scrollHeight : 0),
      scrollX: window.scrollX,
    };
  }
  function post(message: Outgoing) {
    window.parent.postMessage({ ...pageFields(), ...message }, portalOrigin);
  }
  function setCommentMode(on: boolean) {
    commentMode = on;
    document.documentElement.style.cursor = on ? "crosshair" : "";
  }
  const validPin = (pin: LocatePin) =>
    pin &&
    typeof pin.id === "string" &&
    typeof pin.selector === "string" &&
    Number.isFinite(pin.offsetX) &&
    Number.isFinite(pin.offsetY);

  function sendPositions(refind: boolean) {
    if (pins.length === 0) return;
    if (refind) found = new Map(pins.map((pin) => [pin.id, safely(() => findAnchored(document, pin))]));
    const positions = pins.map((pin): PinPositionReport => {
      const at = safely(() => locateElement(found.get(pin.id) ?? null, pin));
      return at ? { id: pin.id, ...at } : { id: pin.id, missing: true };
    });
    followsScroll = positions.some((position) => "fixed" in position && position.fixed);
    post({ type: "pinPositions", scrollY: window.scrollY, positions });
  }

  window.addEventListener("message", (event) => {
    if (event.origin !== portalOrigin || event.source !== window.parent) return;
    const data = event.data as PortalToBridge | null;
    if (!data || data.source !== PORTAL_SOURCE) return;
    if (data.type === "enableCommentMode") {
      setCommentMode(true);
      screenshots = data.screenshots === true;
    } else if (data.type === "disableCommentMode") setCommentMode(false);
    else if (data.type === "hello") post({ type: "ready", scrollY: window.scrollY });
    else if (data.type === "scrollTo" && typeof data.y === "number" && Number.isFinite(data.y)) {
      window.scrollTo({ top: Math.max(0, data.y - window.innerHeight / 3), behavior: "smooth" });
    } else if (data.type === "locate" && Array.isArray(data.pins)) {
      pins = data.pins.filter(validPin).slice(0, 200);
      sendPositions(true);
    }
  });

  function placeComment(target: Element, point: { x: number; y: number }) {
    const clickId = `click-${visit}-${++clicks}`;
    const anchor: BridgeAnchor | null = safely(() => anchorFor(target, point.x, point.y));
    post({ type: "addComment", x: Math.round(point.x), y: Math.round(point.y), scrollY: window.scrollY, clickId, anchor });
    if (screenshots) {
      captureVisibleArea(point, { origin: portalOrigin, version: BRIDGE_VERSION }, (image) => {
        post(image ? { type: "pinScreenshot", clickId, image } : { type: "pinScreenshot", clickId, failed: true });
      });
    }
  }

  // In comment mode a click places a comment instead of following links or pressing buttons.
  document.addEventListener(
    "click",
    (event) => {
      if (!commentMode) return;
      event.preventDefault();
      event.stopPropagation();
      if (releasePlacedComment && event.detail !== 0) {
        releasePlacedComment = false;
        return;
      }
      if (!(event.target instanceof Element)) return;
      // Enter or Space on a link or button fires a click with no pointer position: pin its centre.
      if (event.detail === 0) {
        const box = event.target.getBoundingClientRect();
        placeComment(event.target, {
          x: box.left + box.width / 2 + window.scrollX,
          y: box.top + box.height / 2 + window.scrollY,
        });
        return;
      }
      placeComment(elementUnder(event.target, event.clientX, event.clientY), { x: event.pageX, y: event.pageY });
    },
    true,
  );
  document.addEventListener(
    "pointerdown",
    () => {
      releasePlacedComment = false;
    },
    true,
  );
  // A disabled control gets no click (the browser drops it): its pointer release places the comment on it.
  document.addEventListener(
    "pointerup",
    (event) => {
      if (!commentMode || event.button !== 0 || !(event.target instanceof Element)) return;
      const target = elementUnder(event.target, event.clientX, event.clientY);
      if (!target.closest(":disabled")) return;
      releasePlacedComment = true;
      placeComment(target, { x: event.pageX, y: event.pageY });
    },
    true,
  );

  let scrolling = false;
  window.addEventListener(
    "scroll",
    () => {
      if (scrolling) return;
      scrolling = true;
      requestAnimationFrame(() => {
        scrolling = false;
        // Pins on fixed or sticky elements stay in the window: their place in the page changes with the scroll.
        if (followsScroll) sendPositions(false);
        post({ type: "iframeScroll", scrollY: window.scrollY });
      });
    },
    { passive: true },
  );
  let relayout = 0;
  function onLayout() {
    if (relayout) return;
    relayout = requestAnimationFrame(() => {
      relayout = 0;
      post({ type: "iframeScroll", scrollY: window.scrollY });
      sendPositions(true);
    });
  }
  window.addEventListener("resize", onLayout);
  window.addEventListener("load", onLayout);
  function ready() {
    post({ type: "ready", scrollY: window.scrollY });
    if (window.ResizeObserver && document.body) new ResizeObserver(onLayout).observe(document.body);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", ready);
  else ready();
}

/** Anything the page's own oddities throw (a selector it cannot parse) leaves the pin without that part. */
function safely<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

const script = document.currentScript;
if (script instanceof HTMLScriptElement && window.parent !== window) start(script);
