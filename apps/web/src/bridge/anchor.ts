import type { BridgeAnchor, PinPoint } from "@portal/shared/bridge-protocol";
import { fingerprintOf, isFixed } from "./fingerprint";
import { findAnchored } from "./match";
import { buildSelector } from "./selector";

function percentWithin(start: number, size: number, point: number): number {
  if (!(size > 0)) return 50;
  return Math.round(Math.min(100, Math.max(0, ((point - start) / size) * 100)) * 100) / 100;
}

function rendered(element: Element, view: Window): boolean {
  const box = element.getBoundingClientRect();
  return (box.width > 0 || box.height > 0) && view.getComputedStyle(element).visibility !== "hidden";
}

/**
 * The element under the pointer as the person sees it (decision 082): from the event's target, down
 * through children whose box holds the point. A control that takes no pointer events (Bootstrap's
 * `.disabled`, `pointer-events: none`) leaves the click on its wrapper; this finds the control.
 */
export function elementUnder(target: Element, clientX: number, clientY: number): Element {
  const view = target.ownerDocument.defaultView;
  if (!view) return target;
  let node = target;
  for (let depth = 0; depth < 50; depth++) {
    const children = Array.from(node.children).reverse();
    const next = children.find((child) => {
      const box = child.getBoundingClientRect();
      return clientX >= box.left && clientX <= box.right && clientY >= box.top && clientY <= box.bottom && rendered(child, view);
    });
    if (!next) return node;
    node = next;
  }
  return node;
}

/** The anchor of a click at document point (pageX, pageY) on `element`: its selector, the offset in %, its fingerprint. */
export function anchorFor(element: Element, pageX: number, pageY: number): BridgeAnchor | null {
  const selector = element.nodeType === 1 ? buildSelector(element) : null;
  if (!selector) return null;
  const view = element.ownerDocument.defaultView;
  const box = element.getBoundingClientRect();
  const left = box.left + (view?.scrollX ?? 0);
  const top = box.top + (view?.scrollY ?? 0);
  return {
    selector,
    offsetX: percentWithin(left, box.width, pageX),
    offsetY: percentWithin(top, box.height, pageY),
    fingerprint: fingerprintOf(element),
  };
}

/**
 * Where an anchor's point is now: document pixels, or window pixels (`fixed`) for an element that
 * stays in the window as the page scrolls; null when its element is gone or not rendered.
 */
export function locateElement(element: Element | null, anchor: BridgeAnchor): PinPoint | null {
  if (!element) return null;
  const view = element.ownerDocument.defaultView;
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return null;
  const x = box.left + (box.width * anchor.offsetX) / 100;
  const y = box.top + (box.height * anchor.offsetY) / 100;
  if (isFixed(element)) return { x: Math.round(x), y: Math.round(y), fixed: true };
  return { x: Math.round(x + (view?.scrollX ?? 0)), y: Math.round(y + (view?.scrollY ?? 0)) };
}

/** The anchor's point on this page now (see locateElement), finding its element by the best match. */
export function locateAnchor(doc: Document, anchor: BridgeAnchor) {
  return locateElement(findAnchored(doc, anchor), anchor);
}
