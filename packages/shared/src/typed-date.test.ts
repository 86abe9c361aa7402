import { describe, expect, it } from "vitest";
import { formatTypedDate, parseTypedDate } from "./typed-date.ts";

describe("typed dates (dd/MM/yyyy)", () => {
  it("reads the spec's shape, with one-digit parts and other separators", () => {
    expect(parseTypedDate("26/11/2026")).toEqual({ ok: true, iso: "2026-11-26" });
    expect(parseTypedDate(" 6/1/2026 ")).toEqual({ ok: true, iso: "2026-01-06" });
    expect(parseTypedDate("06.01.2026")).toEqual({ ok: true, iso: "2026-01-06" });
    expect(parseTypedDate("06-01-2026")).toEqual({ ok: true, iso: "2026-01-06" });
    expect(parseTypedDate("29/02/2028")).toEqual({ ok: true, iso: "2028-02-29" });
  });

  it("takes blank as no date", () => {
    expect(parseTypedDate("")).toEqual({ ok: true, iso: "" });
    expect(parseTypedDate("   ")).toEqual({ ok: true, iso: "" });
  });

  it("refuses another shape", () => {
    for (const text of ["2026-11-26", "26/11/26", "26/11", "tomorrow", "26//11/2026", "26/11/2026x"]) {
      expect(parseTypedDate(text), text).toEqual({ ok: false, error: "format" });
    }
  });

  it("refuses a day the calendar does not have", () => {
    for (const text of ["31/02/2026", "29/02/2027", "00/01/2026", "31/04/2026", "12/13/2026", "01/00/2026", "01/01/1899"]) {
      expect(parseTypedDate(text), text).toEqual({ ok: false, error: "noSuchDay" });
    }
  });

  it("writes an ISO day back in the typed shape", () => {
    expect(formatTypedDate("2026-01-06")).toBe("06/01/2026");
    expect(formatTypedDate("")).toBe("");
    expect(formatTypedDate("nonsense")).toBe("");
  });
});
