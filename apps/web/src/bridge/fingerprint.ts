import type { PinFingerprint } from "@portal/shared/bridge-protocol";
import { dataAttributeNames, keyedAncestor, stableId } from "./selector";

/** Attributes that name what an element is or points at, beside its id and data attributes. */
const HANDLE_ATTRIBUTES = ["aria-label", "href", "src", "name", "alt", "title", "for", "action"];
const TEXT_MAX = 80;
const VALUE_MAX = 200;

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * What the element says: its own text (its text nodes, not its children's), or, when it has none,
 * all of its text when that is short (a button whose label is in a span). Both sides of a match use it.
 */
export function elementText(element: Element): string {
  let own = "";
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType === 3) own += node.textContent ?? "";
  }
  const text = collapse(own) || collapse(element.textContent ?? "");
  return text.length <= TEXT_MAX ? text : text.slice(0, TEXT_MAX);
}

/** Class names that look hand-written (generated ones, like css-module hashes, change between builds). */
export function stableClasses(element: Element): string[] {
  return Array.from(element.classList)
    .filter((name) => name.length <= 60 && !/\d{3,}|^(css|sc|jsx|svelte|_)-?[a-z0-9]{4,}$/i.test(name))
    .slice(0, 8);
}

/** The stable handles an element has: id, data attributes, aria-label, link target, image source... */
function handlesOf(element: Element): Record<string, string> {
  const handles: Record<string, string> = {};
  if (stableId(element.id)) handles.id = element.id;
  for (const name of [...dataAttributeNames(element), ...HANDLE_ATTRIBUTES]) {
    const value = element.getAttribute(name);
    if (value && value.length <= VALUE_MAX && Object.keys(handles).length < 12) handles[name] = value;
  }
  return handles;
}

/** Whether the element (or an ancestor) stays in the window as the page scrolls. */
export function isFixed(element: Element): boolean {
  const view = element.ownerDocument.defaultView;
  if (!view) return false;
  for (let node: Element | null = element; node && node !== element.ownerDocument.documentElement; node = node.parentElement) {
    const position = view.getComputedStyle(node).position;
    if (position === "fixed" || position === "sticky") return true;
  }
  return false;
}

/** 1-based place among the parent's children of the same tag, and how many there are. */
export function placeAmongSiblings(element: Element): { index: number; of: number } {
  const parent = element.parentElement;
  if (!parent) return { index: 1, of: 1 };
  const same = Array.from(parent.children).filter((sibling) => sibling.tagName === element.tagName);
  return { index: same.indexOf(element) + 1, of: same.length };
}

/** The fingerprint of the element a pin is placed on (decision 082). */
export function fingerprintOf(element: Element): PinFingerprint {
  const fingerprint: PinFingerprint = { tag: element.tagName.toLowerCase() };
  const text = elementText(element);
  if (text) fingerprint.text = text;
  const attrs = handlesOf(element);
  if (Object.keys(attrs).length > 0) fingerprint.attrs = attrs;
  const classes = stableClasses(element);
  if (classes.length > 0) fingerprint.classes = classes;
  Object.assign(fingerprint, placeAmongSiblings(element));
  const parent = element.parentElement;
  const within = parent ? keyedAncestor(parent) : null;
  if (within) fingerprint.within = within.key;
  if (isFixed(element)) fingerprint.fixed = true;
  return fingerprint;
}
