import { expect, type FrameLocator, type Locator, type Page } from "@playwright/test";

// The desktop view shows the demo 1280 px wide, scaled to fit (decision 082). Playwright's own
// clicks and boxes do not translate points into a scaled frame, so these helpers do: the frame's
// box on the page, plus the element's place in the frame's window times the frame's scale.

const FRAME = 'iframe[title="Website demo"]';

export const demoFrame = (scope: Page | Locator): FrameLocator => scope.frameLocator(FRAME);

export const pageOf = (scope: Page | Locator): Page =>
  "page" in scope && typeof scope.page === "function" ? scope.page() : (scope as Page);

/** The box of `element` (inside the demo frame in `scope`) in the page's pixels. */
export async function boxOnPage(scope: Page | Locator, element: Locator) {
  const frameBox = await scope.locator(FRAME).boundingBox();
  if (!frameBox) throw new Error("the demo frame is not laid out");
  const inner = await element.evaluate((e) => {
    const b = e.getBoundingClientRect();
    return { x: b.left, y: b.top, width: b.width, height: b.height, window: window.innerWidth };
  });
  const scale = frameBox.width / inner.window;
  return {
    x: frameBox.x + inner.x * scale,
    y: frameBox.y + inner.y * scale,
    width: inner.width * scale,
    height: inner.height * scale,
  };
}

/** The centre of `element` (inside the demo frame in `scope`) in the page's pixels. */
async function centreOnPage(scope: Page | Locator, element: Locator) {
  const frameBox = await scope.locator(FRAME).boundingBox();
  if (!frameBox) throw new Error("the demo frame is not laid out");
  const inner = await element.evaluate((e) => {
    const b = e.getBoundingClientRect();
    return { x: b.left + b.width / 2, y: b.top + b.height / 2, width: window.innerWidth };
  });
  const scale = frameBox.width / inner.width;
  return { x: frameBox.x + inner.x * scale, y: frameBox.y + inner.y * scale };
}

/** Clicks the middle of `element` as a person would: scrolled into the frame's window, at its place on screen. */
export async function clickInDemo(scope: Page | Locator, element: Locator) {
  await element.evaluate((e) => {
    const b = e.getBoundingClientRect();
    if (b.top < 0 || b.bottom > window.innerHeight) e.scrollIntoView({ block: "center" });
  });
  await scope.locator(FRAME).scrollIntoViewIfNeeded();
  const at = await centreOnPage(scope, element);
  await pageOf(scope).mouse.click(at.x, at.y);
}

/** The pin's centre is on the element's centre (where it was clicked), within a few pixels; the element is scrolled into the frame's window first. */
export async function expectPinOn(scope: Page | Locator, pin: Locator, element: Locator) {
  await expect(async () => {
    // Again on every try: a late "show this comment" from the portal may have scrolled the frame since.
    await element.evaluate((e) => {
      const b = e.getBoundingClientRect();
      if (b.top < 0 || b.bottom > window.innerHeight) e.scrollIntoView({ block: "center" });
    });
    const [pinBox, at] = [await pin.boundingBox(), await centreOnPage(scope, element)];
    if (!pinBox) throw new Error("not laid out yet");
    expect(Math.abs(pinBox.x + pinBox.width / 2 - at.x)).toBeLessThan(4);
    expect(Math.abs(pinBox.y + pinBox.height / 2 - at.y)).toBeLessThan(4);
  }).toPass({ timeout: 30_000 });
}
