/**
 * The bridge's selectors (decision 048): a selector naming an element alone — its id, else one of
 * its data attributes, else a short structural path from the nearest ancestor that has one.
 * Runs inside the demo page, as part of `/bridge.js`.
 */

/** Data attributes tried first, in this order, before any other `data-*`. */
const ANCHOR_ATTRIBUTES = [
  "data-pin",
  "data-testid",
  "data-test",
  "data-cy",
  "data-qa",
  "data-id",
  "data-section",
  "data-component",
];
const MAX_PATH_STEPS = 4;
const MAX_SELECTOR_LENGTH = 500;

function cssString(value: string): string {
  return `"${value
    .replace(/\\/g, "\\\\")
    .replace(/"/g, '\\"')
    .replace(/[\n\r\f]/g, " ")}"`;
}

function namesOnly(doc: Document, selector: string, element: Element): boolean {
  try {
    const found = doc.querySelectorAll(selector);
    return found.length === 1 && found[0] === element;
  } catch {
    return false;
  }
}

/** Ids that look generated (long digit runs, framework prefixes) change between builds. */
export function stableId(id: string | null | undefined): id is string {
  return !!id && id.length <= 80 && !/\d{4,}|^(ember|react|radix|headlessui|mui|:)/i.test(id);
}

/** The data attributes of an element worth anchoring on: the known ones first, then any other. */
export function dataAttributeNames(element: Element): string[] {
  const names = ANCHOR_ATTRIBUTES.slice();
  for (const { name } of Array.from(element.attributes)) {
    if (name.startsWith("data-") && !names.includes(name)) names.push(name);
  }
  return names.filter((name) => {
    const value = element.getAttribute(name);
    return value !== null && value !== "" && value.length <= 80;
  });
}

/** The element's own key: its id or a data attribute, when it names the element alone. */
function ownKey(doc: Document, element: Element): string | null {
  if (stableId(element.id)) {
    const byId = /^[A-Za-z][\w-]*$/.test(element.id) ? `#${element.id}` : `[id=${cssString(element.id)}]`;
    if (namesOnly(doc, byId, element)) return byId;
  }
  const tag = element.tagName.toLowerCase();
  for (const name of dataAttributeNames(element)) {
    const byData = `${tag}[${name}=${cssString(element.getAttribute(name) ?? "")}]`;
    if (namesOnly(doc, byData, element)) return byData;
  }
  return null;
}

/** `tag`, or `tag:nth-of-type(n)` when the parent has other children of the same tag. */
function structuralStep(element: Element): string {
  const tag = element.tagName.toLowerCase();
  const parent = element.parentElement;
  if (!parent) return tag;
  let position = 0;
  let same = 0;
  for (let sibling = parent.firstElementChild; sibling; sibling = sibling.nextElementSibling) {
    if (sibling.tagName !== element.tagName) continue;
    same++;
    if (sibling === element) position = same;
  }
  return same > 1 ? `${tag}:nth-of-type(${position})` : tag;
}

/** The nearest ancestor (or the element itself) with its own key, and that key; null below the body. */
export function keyedAncestor(element: Element): { element: Element; key: string } | null {
  const doc = element.ownerDocument;
  for (let node: Element | null = element; node && node !== doc.body && node !== doc.documentElement; node = node.parentElement) {
    const key = ownKey(doc, node);
    if (key) return { element: node, key };
  }
  return null;
}

/** A selector that names `element` alone (at most 500 characters), or null. */
export function buildSelector(element: Element): string | null {
  const doc = element.ownerDocument;
  const steps: string[] = [];
  let root = "";
  for (let node: Element | null = element; node && node.nodeType === 1; node = node.parentElement) {
    const key = ownKey(doc, node);
    if (key) {
      root = key;
      break;
    }
    if (node === doc.body || node === doc.documentElement) {
      root = node.tagName.toLowerCase();
      break;
    }
    steps.unshift(structuralStep(node));
  }
  if (steps.length === 0) return root;
  // The shortest tail of the path that still names the element alone, below its keyed ancestor.
  for (let take = 1; take <= Math.min(steps.length, MAX_PATH_STEPS); take++) {
    const tail = steps.slice(steps.length - take).join(" > ");
    const joiner = take === steps.length ? " > " : " ";
    const candidate = root + joiner + tail;
    if (candidate.length <= MAX_SELECTOR_LENGTH && namesOnly(doc, candidate, element)) return candidate;
  }
  const full = `${root} > ${steps.join(" > ")}`;
  return full.length <= MAX_SELECTOR_LENGTH ? full : null;
}
