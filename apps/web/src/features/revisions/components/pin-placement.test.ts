import type { Annotation } from "@portal/shared/annotations";
import { describe, expect, it } from "vitest";
import { placePins } from "./pin-placement";
import type { BridgeState } from "./use-demo-bridge";

const pin = (id: string, anchored: boolean): Annotation => ({
  id,
  x: 640,
  y: 1000,
  comment: "Here",
  mode: "desktop",
  timestamp: "2026-11-23T00:00:00.000Z",
  viewportWidth: 1280,
  documentHeight: 2000,
  ...(anchored ? { anchor: { selector: "#logo", offsetX: 50, offsetY: 50 } } : {}),
});

const connected: BridgeState = {
  status: "connected",
  scrollY: 100,
  viewportWidth: 1000,
  documentHeight: 3000,
  version: 2,
  scrollX: 0,
  positions: { found: { x: 300, y: 250 }, gone: { missing: true } },
};

describe("placePins", () => {
  it("puts a pin whose element was found on that element, following the scroll", () => {
    const [placed] = placePins([{ annotation: pin("found", true), number: 1 }], connected, 600);
    expect(placed).toMatchObject({ left: "300px", top: "150px", pageY: 250, anchored: true, moved: false, below: false });
  });

  it("puts a pin whose element is gone at its stored percentages, marked as moved", () => {
    const [placed] = placePins([{ annotation: pin("gone", true), number: 1 }], connected, 600);
    // 640 of 1280 wide, 1000 of 2000 high: half way down the page as it is now (3000 px).
    expect(placed).toMatchObject({ left: "50%", top: "1400px", pageY: 1500, anchored: false, moved: true, below: true });
  });

  it("keeps the stored percentages, unmarked, while the bridge has not answered and for pins without an element", () => {
    const waiting = placePins([{ annotation: pin("unknown", true), number: 1 }], connected, 600)[0];
    const plain = placePins([{ annotation: pin("found", false), number: 1 }], connected, 600)[0];
    expect(waiting).toMatchObject({ left: "50%", anchored: false, moved: false });
    expect(plain).toMatchObject({ left: "50%", anchored: false, moved: false });
  });

  it("keeps a pin on a fixed element where it is in the window, whatever the scroll (decision 082)", () => {
    const fixed: BridgeState = { ...connected, scrollY: 4000, positions: { found: { x: 900, y: 30, fixed: true } } };
    const [placed] = placePins([{ annotation: pin("found", true), number: 1 }], fixed, 600);
    expect(placed).toMatchObject({ left: "900px", top: "30px", pageY: 4030, above: false, below: false, anchored: true });
  });

  it("scales pins found by the bridge with the desktop view's zoom", () => {
    const [placed] = placePins([{ annotation: pin("found", true), number: 1 }], connected, 600, 0.5);
    expect(placed).toMatchObject({ left: "150px", top: "75px", pageY: 250 });
    const [fixed] = placePins(
      [{ annotation: pin("found", true), number: 1 }],
      { ...connected, positions: { found: { x: 900, y: 30, fixed: true } } },
      600,
      0.5,
    );
    expect(fixed).toMatchObject({ left: "450px", top: "15px" });
  });

  it("without the bridge places pins on the frame box by percentages", () => {
    const none: BridgeState = { status: "none", scrollY: 0, viewportWidth: null, documentHeight: null };
    const [placed] = placePins([{ annotation: pin("found", true), number: 1 }], none, 600);
    expect(placed).toMatchObject({ left: "50%", top: "50%", moved: false, above: false, below: false });
  });
});
