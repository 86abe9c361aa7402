import type { BridgeAnchor, PinFingerprint } from "@portal/shared/bridge-protocol";
import { elementText, placeAmongSiblings, stableClasses } from "./fingerprint";

/**
 * Finding a pin's element again (decision 082). A version 2 anchor (no fingerprint) is found by its
 * selector as before. With a fingerprint, every element of the same tag is a candidate, scored on
 * what the fingerprint remembers: its stable handles (id, data-*, aria-label, link target, image
 * source), its text, the named ancestor it was in, the selector, its classes and its place among
 * similar siblings. The best candidate wins when it scores well enough and clearly better than the
 * next; otherwise the pin has moved. A positional selector (`:nth-of-type`) is weak evidence: in a
 * list of similar cards, another card now in the same place is not the same element.
 */

const MAX_CANDIDATES = 3000;
/** A candidate needs this score (the selector's own element a little less), and this lead over the next. */
const ACCEPT = 5;
const ACCEPT_SELECTED = 4;
const LEAD = 2;

function query(doc: Document, selector: string): Element | null {
  try {
    return doc.querySelector(selector);
  } catch {
    return null;
  }
}

function attributeWeight(name: string): number {
  if (name === "id") return 6;
  if (name.startsWith("data-")) return 5;
  if (name === "aria-label") return 4;
  if (name === "href" || name === "src") return 3;
  return 2;
}

/** Links and images compared without their query (a layout switch in the query keeps them the same). */
function comparable(name: string, value: string): string {
  if (name !== "href" && name !== "src") return value;
  try {
    const url = new URL(value, "http://demo.invalid/");
    return url.origin + url.pathname + url.hash;
  } catch {
    return value;
  }
}

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
}

/** 1 for the same text, else the share of words in common (0 to 1). */
export function textSimilarity(a: string, b: string): number {
  if (a.toLowerCase() === b.toLowerCase()) return 1;
  const [x, y] = [words(a), words(b)];
  if (x.size === 0 || y.size === 0) return 0;
  let common = 0;
  for (const word of x) if (y.has(word)) common++;
  return common / (x.size + y.size - common);
}

interface Context {
  /** The element the selector names now, and whether the selector is a stable one (no position in it). */
  selected: Element | null;
  stableSelector: boolean;
  /** The named ancestor the element was in, when it is still on the page (undefined: it had none). */
  within: Element | null | undefined;
}

/** How well `candidate` matches the fingerprint; higher is better. */
function matchScore(candidate: Element, fp: PinFingerprint, context: Context): number {
  const isSelected = candidate === context.selected;
  // The selector's element under a stable selector is probably the same element, even if its text changed.
  const trusted = isSelected && context.stableSelector;
  let score = 0;
  if (isSelected) score += context.stableSelector ? 3 : 1;

  for (const [name, value] of Object.entries(fp.attrs ?? {})) {
    const now = candidate.getAttribute(name);
    const weight = attributeWeight(name);
    if (now === null || now === "") score -= weight / 4;
    else if (comparable(name, now) === comparable(name, value)) score += weight;
    else score -= weight / 2;
  }

  const text = elementText(candidate);
  if (fp.text) {
    const similarity = text ? textSimilarity(fp.text, text) : 0;
    if (similarity === 1) score += 5;
    else if (similarity >= 0.5) score += 3;
    else score -= trusted ? 1 : 4;
  } else if (text) score -= trusted ? 0 : 1;

  if (context.within !== undefined) score += context.within?.contains(candidate) ? 3 : -2;

  const classes = stableClasses(candidate);
  const before = fp.classes ?? [];
  if (before.length > 0 || classes.length > 0) {
    const common = before.filter((name) => classes.includes(name)).length;
    score += (2 * common) / (before.length + classes.length - common);
  }
  if (fp.index && placeAmongSiblings(candidate).index === fp.index) score += 1;
  return score;
}

/** The element a pin is anchored to on this page now, or null when it has moved. */
export function findAnchored(doc: Document, anchor: BridgeAnchor): Element | null {
  const selected = query(doc, anchor.selector);
  const fp = anchor.fingerprint;
  if (!fp) return selected;
  const context: Context = {
    selected,
    stableSelector: !anchor.selector.includes(":nth-of-type("),
    within: fp.within ? query(doc, fp.within) : undefined,
  };
  const candidates = Array.from(doc.getElementsByTagName(fp.tag)).slice(0, MAX_CANDIDATES);
  if (selected && !candidates.includes(selected) && selected.tagName.toLowerCase() === fp.tag) candidates.push(selected);
  let best: Element | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  let second = Number.NEGATIVE_INFINITY;
  for (const candidate of candidates) {
    const score = matchScore(candidate, fp, context);
    if (score > bestScore) {
      second = bestScore;
      bestScore = score;
      best = candidate;
    } else if (score > second) second = score;
  }
  if (!best) return null;
  const needed = best === selected ? ACCEPT_SELECTED : ACCEPT;
  return bestScore >= needed && bestScore - second >= LEAD ? best : null;
}
