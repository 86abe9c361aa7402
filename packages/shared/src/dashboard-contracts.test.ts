import { describe, expect, it } from "vitest";
import { fillPeriods, lastMonths, lastWeeks, runningTotals } from "./dashboard-contracts.ts";

describe("the charts' periods (UTC)", () => {
  it("lists the last 12 months oldest first, across a year, starting at each month's first instant", () => {
    const months = lastMonths(new Date("2026-02-10T23:30:00Z"));
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ key: "2025-03", start: new Date("2025-03-01T00:00:00Z") });
    expect(months[11]).toEqual({ key: "2026-02", start: new Date("2026-02-01T00:00:00Z") });
  });

  it("lists the last 12 weeks by their Monday, this week last (a Sunday belongs to the week before it)", () => {
    const weeks = lastWeeks(new Date("2026-11-29T22:00:00Z"));
    expect(weeks[11]).toEqual({ key: "2026-11-23", start: new Date("2026-11-23T00:00:00Z") });
    expect(weeks[0].key).toBe("2026-09-07");
    expect(lastWeeks(new Date("2026-11-23T00:00:00Z"))[11].key).toBe("2026-11-23");
    expect(lastWeeks(new Date("2027-01-01T12:00:00Z"), 2).map((w) => w.key)).toEqual(["2026-12-21", "2026-12-28"]);
  });

  it("fills the periods the query found nothing in with 0", () => {
    const periods = [{ key: "a" }, { key: "b" }, { key: "c" }];
    expect(
      fillPeriods(periods, [
        { key: "c", value: 5 },
        { key: "x", value: 9 },
      ]),
    ).toEqual([0, 0, 5]);
  });

  it("adds each period's change to the level before the window", () => {
    expect(runningTotals(3, [0, 2, -1, 0])).toEqual([3, 5, 4, 4]);
    expect(runningTotals(0, [])).toEqual([]);
  });
});
