import { describe, expect, it } from "vitest";
import { annotationPercent, formatPercent } from "./annotation-position.ts";
import { normaliseAnnotations } from "./annotations.ts";

const now = new Date("2026-03-01T10:00:00.000Z");
const one = {
  id: "a1",
  x: 100,
  y: 250,
  comment: "Bigger logo",
  mode: "mobile" as const,
  timestamp: "2026-02-01T00:00:00.000Z",
  viewportWidth: 375,
  documentHeight: 2000,
};

const ok = (input: unknown) => {
  const result = normaliseAnnotations(input, now);
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result.annotations;
};

describe("normaliseAnnotations", () => {
  it("accepts an array", () => {
    expect(ok([one])).toEqual([one]);
  });

  it("accepts a JSON string of an array or of an object", () => {
    expect(ok(JSON.stringify([one]))).toEqual([one]);
    expect(ok(JSON.stringify({ annotations: [one] }))).toEqual([one]);
  });

  it("accepts an object holding an annotations array (or a JSON string of one)", () => {
    expect(ok({ annotations: [one, { ...one, id: "a2" }] })).toHaveLength(2);
    expect(ok({ annotations: JSON.stringify([one]) })).toEqual([one]);
  });

  it("accepts a single comment object", () => {
    expect(ok(one)).toEqual([one]);
  });

  it("treats nothing as an empty list", () => {
    expect(ok(null)).toEqual([]);
    expect(ok(undefined)).toEqual([]);
    expect(ok("")).toEqual([]);
    expect(ok("[]")).toEqual([]);
  });

  it("fills the defaults: random id, x and y 0, timestamp now, mode desktop, no frame size", () => {
    const [a] = ok({ comment: "  Fix the footer  " });
    expect(a).toMatchObject({
      x: 0,
      y: 0,
      comment: "Fix the footer",
      mode: "desktop",
      timestamp: now.toISOString(),
      viewportWidth: null,
      documentHeight: null,
    });
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("coerces numeric strings and numeric ids", () => {
    const [a] = ok({ id: 7, x: "12.5", y: "40", comment: "c" });
    expect(a).toMatchObject({ id: "7", x: 12.5, y: 40 });
  });

  it("refuses blank comments, unknown modes and non-numeric or negative positions", () => {
    expect(normaliseAnnotations([{ comment: "   " }])).toEqual({
      ok: false,
      error: "blank_comment",
      index: 0,
    });
    expect(normaliseAnnotations([one, { ...one, mode: "tablet" }])).toEqual({
      ok: false,
      error: "invalid_mode",
      index: 1,
    });
    expect(normaliseAnnotations({ ...one, x: "left" })).toMatchObject({
      ok: false,
      error: "invalid_position",
    });
    expect(normaliseAnnotations({ ...one, y: -1 })).toMatchObject({ ok: false, error: "invalid_position" });
    expect(normaliseAnnotations({ ...one, x: Number.NaN })).toMatchObject({
      ok: false,
      error: "invalid_position",
    });
  });

  it("refuses what is not annotations at all", () => {
    expect(normaliseAnnotations("{not json")).toEqual({ ok: false, error: "invalid_annotations" });
    expect(normaliseAnnotations(42)).toEqual({ ok: false, error: "invalid_annotations" });
    expect(normaliseAnnotations(["text"])).toMatchObject({ ok: false, error: "invalid_annotations" });
    expect(normaliseAnnotations(Array.from({ length: 101 }, () => one))).toMatchObject({
      ok: false,
      error: "too_many_annotations",
    });
  });
});

describe("annotationPercent", () => {
  it("measures against the page's width and full height", () => {
    expect(annotationPercent(one)).toEqual({ x: (100 / 375) * 100, y: 12.5 });
  });

  it("falls back to the reference frame of the view mode, clamped to 0-100", () => {
    expect(annotationPercent({ x: 640, y: 1440, mode: "desktop", viewportWidth: null, documentHeight: null })).toEqual({
      x: 50,
      y: 100,
    });
  });

  it("formats one decimal", () => {
    expect(formatPercent(26.666)).toBe("26.7%");
    expect(formatPercent(0)).toBe("0.0%");
  });
});

describe("pin context", () => {
  const base = { x: 10, y: 20, comment: "Logo bigger", mode: "desktop" };

  it("keeps the element anchor, page, viewport, scroll, browser and screenshot of a pin", () => {
    const context = {
      page: "/menu",
      anchor: { selector: "#logo", offsetX: 12.5, offsetY: 50 },
      viewportHeight: 720,
      scrollX: 0,
      scrollY: 300,
      browser: "Chrome 141",
      screenshotId: "4d7f2f0e-8a43-4b0e-9d4a-3c2f1e0a9b11",
    };
    const result = normaliseAnnotations([{ ...base, ...context }]);
    expect(result.ok && result.annotations[0]).toMatchObject(context);
  });

  it("leaves pins without context as they were (the overlay and older portals)", () => {
    const result = normaliseAnnotations([base]);
    expect(result.ok && Object.keys(result.annotations[0])).not.toContain("anchor");
  });

  it("refuses an anchor outside its element and a page that is not a path", () => {
    expect(normaliseAnnotations([{ ...base, anchor: { selector: "#a", offsetX: 120, offsetY: 0 } }])).toMatchObject({
      ok: false,
      error: "invalid_annotations",
    });
    expect(normaliseAnnotations([{ ...base, page: "https://elsewhere.example.com/" }])).toMatchObject({ ok: false });
    expect(normaliseAnnotations([{ ...base, screenshotId: "not-an-id" }])).toMatchObject({ ok: false });
  });
});
