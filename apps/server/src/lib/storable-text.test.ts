import { describe, expect, it } from "vitest";
import { findUnstorableText, isStorableText } from "./storable-text.ts";

describe("isStorableText", () => {
  it("takes any well-formed text: every script, emoji (surrogate pairs), controls but NUL", () => {
    for (const text of ["", "plain", "שלום עולם", "🚀✓", "tab\tand\nnewline", "\u0001"]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it("refuses NUL and lone surrogates", () => {
    for (const text of ["\u0000", "a\u0000b", "\ud800", "x\udc00", "\udc00\ud800", "🚀".slice(0, 1)]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe("findUnstorableText", () => {
  it("names where the first bad string sits, keys included", () => {
    expect(findUnstorableText({ a: "ok", list: ["fine", { deep: "b\u0000" }] }, "body")).toBe("body.list.1.deep");
    expect(findUnstorableText({ "k\u0000": 1 }, "body")).toBe("body");
    expect(findUnstorableText({ n: 1, b: true, z: null, s: "ok" }, "body")).toBeNull();
  });

  it("checks an uploaded file's name, not its bytes", () => {
    expect(findUnstorableText(new File(["\u0000"], "ok.png"), "body.file")).toBeNull();
    expect(findUnstorableText(new File(["x"], "a\u0000.png"), "body.file")).toBe("body.file");
  });
});
