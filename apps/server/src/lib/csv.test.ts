import { describe, expect, it } from "vitest";
import { csvAmount, csvCell, csvDateTime, csvRow } from "./csv.ts";

describe("csv", () => {
  it("quotes cells with commas, quotes and line breaks, doubling quotes", () => {
    expect(csvRow(["plain", "a,b", 'say "hi"', "two\nlines", null, 12.5])).toBe(
      'plain,"a,b","say ""hi""","two\nlines",,12.5\r\n',
    );
  });

  it("keeps formulas from running: text starting with = + - @ tab or CR gets an apostrophe", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(["+1 555", "-2", "@SUM(A1)", "\tx", "\rx"].map(csvCell)).toEqual(["'+1 555", "'-2", "'@SUM(A1)", "'\tx", '"\'\rx"']);
    // Numbers are numbers: a spreadsheet sums them.
    expect(csvCell(-2)).toBe("-2");
  });

  it("writes amounts as decimals and instants as UTC date and time", () => {
    expect(csvAmount(123_45)).toBe(123.45);
    expect(csvDateTime(new Date("2026-03-04T05:06:07.890Z"))).toBe("2026-03-04 05:06:07");
    expect(csvDateTime(null)).toBe("");
  });
});
