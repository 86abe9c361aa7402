import { describe, expect, it } from "vitest";
import { formatCents, padNumber, parseAmountToCents } from "./format.ts";
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
});
