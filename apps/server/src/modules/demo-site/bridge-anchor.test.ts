// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { ANCHOR_SOURCE } from "./bridge-anchor.ts";

// The server's types have no DOM: the few parts of it these tests touch.
interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}
interface Element {
  getBoundingClientRect(): Box;
}
type HTMLElement = Element;
interface Document {
  body: Element & { innerHTML: string; querySelectorAll(selector: string): ArrayLike<Element> };
  querySelector(selector: string): Element | null;
  querySelectorAll(selector: string): ArrayLike<Element> & { length: number };
}
const document = (globalThis as unknown as { document: Document }).document;

interface Anchor {
  selector: string;
  offsetX: number;
  offsetY: number;
}
interface AnchorRules {
  buildSelector(element: Element): string | null;
  anchorFor(element: Element, pageX: number, pageY: number): Anchor | null;
  locateAnchor(doc: Document, anchor: Anchor): { x: number; y: number } | null;
}

// The very source the bridge embeds, evaluated in a simulated page.
const rules = new Function(`${ANCHOR_SOURCE}; return { buildSelector, anchorFor, locateAnchor };`)() as AnchorRules;

const $ = (selector: string) => document.querySelector(selector) as HTMLElement;

function boxed(element: HTMLElement, box: { left: number; top: number; width: number; height: number }) {
  element.getBoundingClientRect = () => ({
    ...box,
    right: box.left + box.width,
    bottom: box.top + box.height,
    x: box.left,
    y: box.top,
    toJSON: () => box,
  });
}

beforeEach(() => {
  document.body.innerHTML = `
    <header><strong id="logo">Bakery</strong><nav><a href="/">Home</a><a href="/menu">Menu</a></nav></header>
    <section id="menu"><h2>Our menu</h2><ul><li>Bread</li><li><span>Rolls</span></li></ul></section>
    <div data-testid="offer"><p>Today only</p></div>
    <div id="dup">a</div><div id="dup">b</div>
    <div id="react-123456"><em>generated</em></div>
    <div data-id="say hi">spaced</div>`;
});

describe("the bridge's selectors", () => {
  it("uses an element's own id first", () => {
    expect(rules.buildSelector($("#logo"))).toBe("#logo");
  });

  it("then a data attribute, tag-qualified", () => {
    expect(rules.buildSelector($("[data-testid=offer]"))).toBe('div[data-testid="offer"]');
    expect(rules.buildSelector(document.querySelector("[data-id]") as Element)).toBe('div[data-id="say hi"]');
  });

  it("else the shortest path below the nearest ancestor that has one", () => {
    expect(rules.buildSelector($("#menu h2"))).toBe("#menu > h2");
    const rolls = $("#menu li:nth-of-type(2) span");
    expect(rules.buildSelector(rolls)).toBe("#menu span");
    const second = $("#menu li:nth-of-type(2)");
    expect(rules.buildSelector(second)).toBe("#menu li:nth-of-type(2)");
    expect(rules.buildSelector($('[data-testid="offer"] p'))).toBe('div[data-testid="offer"] > p');
  });

  it("falls back to the body for elements with no named ancestor, skipping duplicate and generated ids", () => {
    const menuLink = $("nav a:nth-of-type(2)");
    const selector = rules.buildSelector(menuLink) as string;
    expect(document.querySelectorAll(selector)).toHaveLength(1);
    expect(document.querySelector(selector)).toBe(menuLink);
    expect(rules.buildSelector(document.querySelectorAll("#dup")[1] as Element)).toBe("body > div:nth-of-type(3)");
    expect(rules.buildSelector($("em"))).not.toContain("react-");
  });

  it("every selector it builds names its element alone", () => {
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const selector = rules.buildSelector(element) as string;
      expect(document.querySelectorAll(selector)).toHaveLength(1);
      expect(document.querySelector(selector)).toBe(element);
    }
  });
});

describe("the bridge's anchors", () => {
  it("records the click's offset inside its element in %", () => {
    boxed($("#logo"), { left: 100, top: 20, width: 200, height: 40 });
    expect(rules.anchorFor($("#logo"), 150, 30)).toEqual({ selector: "#logo", offsetX: 25, offsetY: 25 });
    // Keyboard clicks and rounding never leave the element.
    expect(rules.anchorFor($("#logo"), 900, -5)).toEqual({ selector: "#logo", offsetX: 100, offsetY: 0 });
  });

  it("places an anchor on its element wherever the element is now", () => {
    boxed($("#logo"), { left: 40, top: 400, width: 100, height: 20 });
    expect(rules.locateAnchor(document, { selector: "#logo", offsetX: 25, offsetY: 50 })).toEqual({ x: 65, y: 410 });
  });

  it("reports an element that is gone, hidden or unreadable as not found", () => {
    expect(rules.locateAnchor(document, { selector: "#removed", offsetX: 0, offsetY: 0 })).toBeNull();
    boxed($("#logo"), { left: 0, top: 0, width: 0, height: 0 });
    expect(rules.locateAnchor(document, { selector: "#logo", offsetX: 0, offsetY: 0 })).toBeNull();
    expect(rules.locateAnchor(document, { selector: "<<not css", offsetX: 0, offsetY: 0 })).toBeNull();
  });
});
