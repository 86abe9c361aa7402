import type { DashboardChartsResponse } from "@portal/shared/dashboard-contracts";
import { describe, expect, it } from "vitest";
import { axisLayout, chartSeries, formatFigure, formatTick, isEmptySeries } from "./chart-series";

const data: DashboardChartsResponse = {
  timeZone: "UTC",
  revenue: [
    { month: "2026-10", amountCents: 0 },
    { month: "2026-11", amountCents: 150_050 },
  ],
  openTickets: [
    { weekStart: "2026-11-16", open: 4 },
    { weekStart: "2026-11-23", open: 2 },
  ],
  revisionRequests: [
    { weekStart: "2026-11-16", count: 0 },
    { weekStart: "2026-11-23", count: 0 },
  ],
  pipeline: [
    { status: "pending", count: 1 },
    { status: "in_progress", count: 0 },
    { status: "ready", count: 3 },
  ],
};
const status = (s: string) => `status:${s}`;

describe("chartSeries", () => {
  it("labels months and weeks in the language, at the period's start in UTC, keeping the server's order", () => {
    const en = chartSeries(data, "en", status);
    expect(en.revenue.points.map((p) => [p.label, p.fullLabel, p.value])).toEqual([
      ["Oct 2026", "October 2026", 0],
      ["Nov 2026", "November 2026", 150_050],
    ]);
    expect(en.openTickets.points.map((p) => [p.label, p.fullLabel])).toEqual([
      ["Nov 16", "Nov 16, 2026"],
      ["Nov 23", "Nov 23, 2026"],
    ]);
    const he = chartSeries(data, "he", status);
    expect(he.revenue.points[1].fullLabel).toBe(
      new Intl.DateTimeFormat("he", { month: "long", year: "numeric" }).format(new Date(2026, 10, 1)),
    );
    expect(he.revenue.points[1].fullLabel).toMatch(/נובמבר/);
  });

  it("names project statuses with the given labels, in the spec's order", () => {
    expect(chartSeries(data, "en", status).pipeline.points.map((p) => [p.label, p.value])).toEqual([
      ["status:pending", 1],
      ["status:in_progress", 0],
      ["status:ready", 3],
    ]);
  });

  it("tells an all-zero series (the empty state) from one with figures", () => {
    const series = chartSeries(data, "en", status);
    expect(isEmptySeries(series.revisionRequests)).toBe(true);
    expect(isEmptySeries(series.revenue)).toBe(false);
  });
});

describe("figures", () => {
  it("shows money with the app's formatter and counts in the language", () => {
    expect(formatFigure({ money: true }, 150_050, "he")).toBe("$1,500.50");
    expect(formatFigure({ money: false }, 1234, "en")).toBe("1,234");
    expect(formatTick({ money: true }, 150_000, "en")).toBe("$1.5K");
    expect(formatTick({ money: false }, 7, "he")).toBe("7");
  });
});

describe("axisLayout", () => {
  it("runs time right to left with the value axis on the right in Hebrew, left to right in English", () => {
    expect(axisLayout("rtl")).toEqual({ reversed: true, valueAxis: "right" });
    expect(axisLayout("ltr")).toEqual({ reversed: false, valueAxis: "left" });
  });
});
