import { describe, expect, it } from "vitest";
import { normaliseAnnotations } from "./annotations.ts";
import { fingerprintOf } from "./bridge-protocol.ts";

describe("fingerprints from a bridge", () => {
  it("keeps what is well formed and drops the rest", () => {
    expect(
      fingerprintOf({
        tag: "h4",
        text: "Diana Petersen",
        attrs: { "aria-label": "Diana", "bad name": "x", href: "" },
        classes: ["name", 3, ""],
        index: 2,
        of: 3,
        within: "#team",
        fixed: "yes",
        extra: true,
      }),
    ).toEqual({
      tag: "h4",
      text: "Diana Petersen",
      attrs: { "aria-label": "Diana" },
      classes: ["name"],
      index: 2,
      of: 3,
      within: "#team",
    });
    expect(fingerprintOf({ tag: "button", fixed: true, index: 4, of: 3 })).toEqual({ tag: "button", fixed: true });
  });

  it("refuses what has no usable tag", () => {
    expect(fingerprintOf(null)).toBeUndefined();
    expect(fingerprintOf({ tag: "<script>" })).toBeUndefined();
    expect(fingerprintOf({ text: "no tag" })).toBeUndefined();
  });
});

describe("stored anchors with a fingerprint (decision 082)", () => {
  const pin = (anchor: unknown) => ({ comment: "Here", x: 1, y: 2, anchor });

  it("are kept, and anchors without one stay valid", () => {
    const fingerprint = { tag: "a", text: "Order now", attrs: { href: "#contact" }, within: "#menu", fixed: false };
    const result = normaliseAnnotations([pin({ selector: "#menu > a", offsetX: 50, offsetY: 50, fingerprint }), pin(null)]);
    expect(result.ok && result.annotations[0]?.anchor?.fingerprint).toEqual(fingerprint);
    expect(result.ok && result.annotations[1]?.anchor).toBeNull();
  });

  it("refuse a malformed fingerprint", () => {
    const tooLong = { tag: "p", text: "x".repeat(81) };
    expect(normaliseAnnotations([pin({ selector: "p", offsetX: 1, offsetY: 1, fingerprint: tooLong })])).toEqual({
      ok: false,
      error: "invalid_annotations",
      index: 0,
    });
  });
});
