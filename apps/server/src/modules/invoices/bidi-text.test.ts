import { describe, expect, it } from "vitest";
import { analyzeBidi, visualRuns } from "./bidi-text.ts";

const visual = (text: string) =>
  visualRuns(analyzeBidi(text))
    .map((run) => run.text)
    .join("");

describe("visualRuns", () => {
  it("reverses pure Hebrew into visual order and marks the paragraph right-to-left", () => {
    const paragraph = analyzeBidi("שלום עולם");
    expect(paragraph.rtl).toBe(true);
    expect(visualRuns(paragraph)).toEqual([{ text: "םלוע םולש", rtl: true }]);
  });

  it("keeps English and numbers left-to-right inside a Hebrew sentence", () => {
    const paragraph = analyzeBidi("חשבונית עבור Logo refresh 2026");
    expect(paragraph.rtl).toBe(true);
    expect(visualRuns(paragraph)).toEqual([
      { text: "Logo refresh 2026", rtl: false },
      { text: " רובע תינובשח", rtl: true },
    ]);
    expect(visual("כולל 3 סבבים")).toBe("םיבבס 3 ללוכ");
    expect(visual("סה״כ 1,234.56 ש״ח")).toBe("ח״ש 1,234.56 כ״הס");
  });

  it("mirrors brackets in right-to-left text", () => {
    expect(visual("עיצוב (שלב 2)")).toBe("(2 בלש) בוציע");
  });

  it("leaves pure English untouched, and a Hebrew word inside English keeps the line left-to-right", () => {
    const english = analyzeBidi("Contact form (one-time) 29.99");
    expect(english.rtl).toBe(false);
    expect(visualRuns(english)).toEqual([{ text: "Contact form (one-time) 29.99", rtl: false }]);
    const mixed = analyzeBidi("Logo for נועה שפירא, March 2026");
    expect(mixed.rtl).toBe(false);
    expect(visual("Logo for נועה שפירא, March 2026")).toBe("Logo for אריפש העונ, March 2026");
    // A number right after Hebrew belongs to the Hebrew run (rule W2), as in any browser.
    expect(visual("Invoice for נועה, 2026")).toBe("Invoice for 2026 ,העונ");
  });

  it("orders one wrapped line of a paragraph by the paragraph's direction", () => {
    const paragraph = analyzeBidi("חשבונית עבור Logo refresh");
    const lineStart = paragraph.text.indexOf("Logo");
    expect(visualRuns(paragraph, 0, lineStart - 1)).toEqual([{ text: "רובע תינובשח", rtl: true }]);
    expect(visualRuns(paragraph, lineStart)).toEqual([{ text: "Logo refresh", rtl: false }]);
  });

  it("drops bidi marks, which steer the order but draw nothing", () => {
    expect(visual("\u200fINV-2026-000123\u200f")).not.toContain("\u200f");
  });
});
