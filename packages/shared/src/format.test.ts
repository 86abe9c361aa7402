import { describe, expect, it } from "vitest";
import { formatCents, formatDateIn, formatSinceIn, padNumber, parseAmountToCents } from "./format.ts";
import { homePathFor } from "./profile.ts";

describe("format", () => {
  it("pads request numbers to 4 digits", () => {
    expect(padNumber(1)).toBe("0001");
    expect(padNumber(1234)).toBe("1234");
  });
  it("formats cents as USD", () => {
    expect(formatCents(2999)).toBe("$29.99");
    expect(formatCents(100)).toBe("$1.00");
    expect(formatCents(123456)).toBe("$1,234.56");
  });
  it("parses amounts exactly", () => {
    expect(parseAmountToCents("29.99")).toBe(2999);
    expect(parseAmountToCents("0.1")).toBe(10);
    expect(parseAmountToCents("30")).toBe(3000);
    expect(parseAmountToCents("1.005")).toBeNull();
    expect(parseAmountToCents("-1")).toBeNull();
    expect(parseAmountToCents("abc")).toBeNull();
  });
  it("sends each role home", () => {
    expect(homePathFor("admin")).toBe("/admin/dashboard");
    expect(homePathFor("client")).toBe("/dashboard");
    expect(homePathFor(undefined)).toBe("/dashboard");
  });
  it("formats dates in the reader's language, one way everywhere", () => {
    const moment = new Date(2026, 10, 26, 15, 5);
    expect(formatDateIn("en", moment)).toBe("Nov 26, 2026");
    expect(formatDateIn("en", moment, "long")).toBe("November 26, 2026");
    expect(formatDateIn("en", moment, "dateTime")).toBe("Nov 26, 2026, 3:05 PM");
    expect(formatDateIn("he", moment)).toBe("26 בנוב׳ 2026");
    expect(formatDateIn("he", moment, "long")).toBe("26 בנובמבר 2026");
    expect(formatDateIn("he", moment, "dateTime")).toBe("26 בנוב׳ 2026, 15:05");
  });
  it("reads a calendar day as that day, and gives nothing for no date", () => {
    expect(formatDateIn("en", "2025-01-15")).toBe("Jan 15, 2025");
    expect(formatDateIn("he", "2025-01-15", "long")).toBe("15 בינואר 2025");
    expect(formatDateIn("en", null)).toBe("");
    expect(formatDateIn("en", "not a date")).toBe("");
  });
});

describe("formatSinceIn", () => {
  const now = new Date(2026, 10, 26, 12, 0); // Thursday, Nov 26, 2026, local time
  it("names the weekday within the last six days, in the reader's language", () => {
    const tuesday = new Date(2026, 10, 24, 9, 30);
    expect(formatSinceIn("en", tuesday, now)).toBe("Tuesday");
    expect(formatSinceIn("he", tuesday, now)).toBe("יום שלישי");
  });

  it("gives the date once it is a week or more ago", () => {
    expect(formatSinceIn("en", new Date(2026, 10, 19, 9, 30), now)).toBe("Nov 19, 2026");
    expect(formatSinceIn("en", "not a date", now)).toBe("");
  });
});
