import { describe, expect, it } from "vitest";
import { dayRangeToInstants } from "./date-range";

describe("dayRangeToInstants", () => {
  it("covers whole local days, the end day included", () => {
    const { since, until } = dayRangeToInstants("2026-03-01", "2026-03-02");
    expect(new Date(since ?? "").getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(until ?? "").getTime()).toBe(new Date(2026, 2, 3).getTime());
  });

  it("leaves out an empty or malformed day", () => {
    expect(dayRangeToInstants("", "")).toEqual({ since: undefined, until: undefined });
    expect(dayRangeToInstants("yesterday", "2026-13-45")).toEqual({ since: undefined, until: undefined });
  });
});
