import { beforeEach, describe, expect, it } from "vitest";
import { anchorFor, elementUnder, locateAnchor } from "./anchor";
import { fingerprintOf } from "./fingerprint";
import { LANDING_AFTER, LANDING_BEFORE } from "./landing-snapshots.test-data";
import { findAnchored, textSimilarity } from "./match";
import { buildSelector } from "./selector";

const $ = (selector: string) => document.querySelector(selector) as HTMLElement;
const byText = (tag: string, text: string) =>
  Array.from(document.getElementsByTagName(tag)).find((e) => e.textContent?.trim() === text) as HTMLElement;

function boxed(element: Element, box: { left: number; top: number; width: number; height: number }) {
  element.getBoundingClientRect = () =>
    ({
      ...box,
      right: box.left + box.width,
      bottom: box.top + box.height,
      x: box.left,
      y: box.top,
      toJSON: () => box,
    }) as DOMRect;
}

/** Anchors `element` on the page as it is, then loads `after` and finds the anchor there. */
function anchorThenRedesign(element: Element, after: string) {
  const anchor = anchorFor(element, 0, 0);
  if (!anchor) throw new Error("no anchor");
  document.body.innerHTML = after;
  return { anchor, found: findAnchored(document, anchor) };
}

describe("the bridge's selectors (decision 048)", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <header><strong id="logo">Bakery</strong><nav><a href="/">Home</a><a href="/menu">Menu</a></nav></header>
      <section id="menu"><h2>Our menu</h2><ul><li>Bread</li><li><span>Rolls</span></li></ul></section>
      <div data-testid="offer"><p>Today only</p></div>
      <div id="dup">a</div><div id="dup">b</div>
      <div id="react-123456"><em>generated</em></div>
      <div data-id="say hi">spaced</div>`;
  });

  it("uses the element's own id, then a data attribute, then the shortest path below a named ancestor", () => {
    expect(buildSelector($("#logo"))).toBe("#logo");
    expect(buildSelector($("[data-testid=offer]"))).toBe('div[data-testid="offer"]');
    expect(buildSelector($("[data-id]"))).toBe('div[data-id="say hi"]');
    expect(buildSelector($("#menu h2"))).toBe("#menu > h2");
    expect(buildSelector($("#menu li:nth-of-type(2) span"))).toBe("#menu span");
    expect(buildSelector($("#menu li:nth-of-type(2)"))).toBe("#menu li:nth-of-type(2)");
    expect(buildSelector(document.querySelectorAll("#dup")[1] as Element)).toBe("body > div:nth-of-type(3)");
    expect(buildSelector($("em"))).not.toContain("react-");
  });

  it("every selector it builds names its element alone", () => {
    document.body.innerHTML = LANDING_BEFORE;
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const selector = buildSelector(element) as string;
      expect(document.querySelectorAll(selector)).toHaveLength(1);
      expect(document.querySelector(selector)).toBe(element);
    }
  });
});

describe("fingerprints (decision 082)", () => {
  beforeEach(() => {
    document.body.innerHTML = LANDING_BEFORE;
  });

  it("remember the tag, own text, stable handles, classes, place among siblings and named ancestor", () => {
    const diana = byText("h4", "Diana Petersen");
    expect(fingerprintOf(diana)).toEqual({ tag: "h4", text: "Diana Petersen", index: 1, of: 1, within: "#team" });
    const twitter = $('[aria-label="Diana Petersen Twitter Profile"]');
    expect(fingerprintOf(twitter)).toMatchObject({
      tag: "a",
      attrs: { "aria-label": "Diana Petersen Twitter Profile", href: "#!" },
      classes: ["btn", "btn-dark", "btn-social", "mx-2"],
      within: "#team",
    });
    expect(fingerprintOf($("#submitButton"))).toMatchObject({
      tag: "button",
      text: "Send Message",
      attrs: { id: "submitButton" },
    });
  });

  it("know that an element in a fixed navbar stays in the window", () => {
    expect(fingerprintOf($(".navbar-toggler")).fixed).toBe(true);
    expect(fingerprintOf(byText("h4", "Diana Petersen")).fixed).toBeUndefined();
  });

  it("compare texts by their words", () => {
    expect(textSimilarity("Services", "services")).toBe(1);
    expect(textSimilarity("It's Nice To Meet You", "Nice To Meet You")).toBeGreaterThan(0.5);
    expect(textSimilarity("Diana Petersen", "Larry Parker")).toBe(0);
  });
});

describe("finding a pin's element after a redesign (decision 082)", () => {
  beforeEach(() => {
    document.body.innerHTML = LANDING_BEFORE;
  });

  it("says moved when a card of a list is removed, instead of taking the next card in its place", () => {
    const diana = byText("h4", "Diana Petersen");
    expect(buildSelector(diana)).toBe("#team div:nth-of-type(2) > div > h4");
    const { anchor, found } = anchorThenRedesign(diana, LANDING_AFTER);
    expect(found).toBeNull();
    // The selector alone (a version 2 pin) lands on the next member: what issue 31 saw.
    expect(document.querySelector(anchor.selector)?.textContent).toBe("Larry Parker");
    expect(findAnchored(document, { ...anchor, fingerprint: undefined })?.textContent).toBe("Larry Parker");
  });

  it("follows a card that moved up in the list, and its link by its label", () => {
    const larry = byText("h4", "Larry Parker");
    expect(anchorThenRedesign(larry, LANDING_AFTER).found).toBe(byText("h4", "Larry Parker"));
    document.body.innerHTML = LANDING_BEFORE;
    const link = $('[aria-label="Larry Parker Twitter Profile"]');
    expect(anchorThenRedesign(link, LANDING_AFTER).found).toBe($('[aria-label="Larry Parker Twitter Profile"]'));
    document.body.innerHTML = LANDING_BEFORE;
    const gone = $('[aria-label="Diana Petersen Twitter Profile"]');
    expect(anchorThenRedesign(gone, LANDING_AFTER).found).toBeNull();
  });

  it("follows a reworded heading in a swapped section, and the masthead's changed headline", () => {
    const heading = byText("h2", "Services");
    expect(anchorThenRedesign(heading, LANDING_AFTER).found).toBe(byText("h2", "What We Do"));
    document.body.innerHTML = LANDING_BEFORE;
    const headline = $(".masthead-heading");
    expect(anchorThenRedesign(headline, LANDING_AFTER).found).toBe($(".masthead-heading"));
  });

  it("follows elements with stable handles: the navbar's menu button, the Send button by its id", () => {
    expect(anchorThenRedesign($(".navbar-toggler"), LANDING_AFTER).found).toBe($(".navbar-toggler"));
    document.body.innerHTML = LANDING_BEFORE;
    expect(anchorThenRedesign($("#submitButton"), LANDING_AFTER).found).toBe($("#submitButton"));
  });

  it("is never on an element with other text: each element of the page is found again as itself or said moved", () => {
    const before = Array.from(document.body.querySelectorAll("h2, h3, h4, p, a, button, div.masthead-subheading"));
    const anchors = before.map((element) => ({ text: element.textContent?.trim(), anchor: anchorFor(element, 0, 0) }));
    document.body.innerHTML = LANDING_AFTER;
    let followed = 0;
    for (const { text, anchor } of anchors) {
      const found = anchor && findAnchored(document, anchor);
      if (!found) continue;
      followed++;
      // Only the two reworded headings may read differently.
      if (!["Services", "It's Nice To Meet You"].includes(text ?? "")) expect(found.textContent?.trim()).toBe(text);
    }
    // Diana's name, role and link are gone: moved; everything else is found.
    expect(followed).toBe(anchors.length - 3);
  });

  it("says moved when the element's tag changed under the same selector", () => {
    document.body.innerHTML = `<section id="offer"><h2>Sale</h2></section>`;
    const { found } = anchorThenRedesign($("#offer > h2"), `<section id="offer"><h3>Sale</h3></section>`);
    expect(found).toBeNull();
  });
});

describe("placing and locating anchors", () => {
  beforeEach(() => {
    document.body.innerHTML = LANDING_BEFORE;
  });

  it("records the click's offset inside its element in %, never outside it", () => {
    boxed($("#submitButton"), { left: 100, top: 20, width: 200, height: 40 });
    expect(anchorFor($("#submitButton"), 150, 30)).toMatchObject({ selector: "#submitButton", offsetX: 25, offsetY: 25 });
    expect(anchorFor($("#submitButton"), 900, -5)).toMatchObject({ offsetX: 100, offsetY: 0 });
  });

  it("places an anchor on its element now: page pixels, or window pixels for a fixed element", () => {
    boxed($("#submitButton"), { left: 40, top: 400, width: 100, height: 20 });
    expect(locateAnchor(document, { selector: "#submitButton", offsetX: 25, offsetY: 50 })).toEqual({ x: 65, y: 410 });
    boxed($(".navbar-toggler"), { left: 900, top: 10, width: 80, height: 40 });
    const menu = anchorFor($(".navbar-toggler"), 940, 30);
    expect(menu && locateAnchor(document, menu)).toEqual({ x: 940, y: 30, fixed: true });
  });

  it("reports an element that is gone, hidden or unreadable as not found", () => {
    expect(locateAnchor(document, { selector: "#removed", offsetX: 0, offsetY: 0 })).toBeNull();
    boxed($("#submitButton"), { left: 0, top: 0, width: 0, height: 0 });
    expect(locateAnchor(document, { selector: "#submitButton", offsetX: 0, offsetY: 0 })).toBeNull();
    expect(locateAnchor(document, { selector: "<<not css", offsetX: 0, offsetY: 0 })).toBeNull();
  });

  it("records a disabled button that takes no pointer events, not the row the click landed on", () => {
    const row = $("#submitButton").parentElement as HTMLElement;
    boxed(row, { left: 0, top: 500, width: 1200, height: 80 });
    boxed($("#submitButton"), { left: 500, top: 510, width: 200, height: 60 });
    expect(elementUnder(row, 600, 540)).toBe($("#submitButton"));
    expect(elementUnder(row, 100, 540)).toBe(row);
  });
});
