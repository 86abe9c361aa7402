import type { DashboardChartsResponse } from "@portal/shared/dashboard-contracts";
import { formatCents } from "@portal/shared/format";

export const CHART_IDS = ["revenue", "openTickets", "revisionRequests", "pipeline"] as const;
export type ChartId = (typeof CHART_IDS)[number];

export interface ChartPoint {
  key: string;
  /** Short, for the axis ("Nov 2026", "Nov 16", "Ready"). */
  label: string;
  /** Whole, for the table and the tooltip ("November 2026", "Nov 16, 2026"). */
  fullLabel: string;
  value: number;
}

export interface ChartSeries {
  id: ChartId;
  kind: "bar" | "line";
  money: boolean;
  points: ChartPoint[];
}

/** "yyyy-MM" or "yyyy-MM-dd" as the UTC midnight it starts at (the charts' clock, decision 064). */
const startOf = (key: string) => new Date(`${key.length === 7 ? `${key}-01` : key}T00:00:00Z`);

const formats = {
  month: { month: "short", year: "numeric" },
  monthFull: { month: "long", year: "numeric" },
  week: { day: "numeric", month: "short" },
  weekFull: { day: "numeric", month: "short", year: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

function dateLabel(key: string, language: string, format: keyof typeof formats): string {
  return new Intl.DateTimeFormat(language, { ...formats[format], timeZone: "UTC" }).format(startOf(key));
}

/** The response as the four charts' series, labelled in `language`; `statusLabel` names a project status. */
export function chartSeries(
  data: DashboardChartsResponse,
  language: string,
  statusLabel: (status: string) => string,
): Record<ChartId, ChartSeries> {
  const month = (key: string, value: number): ChartPoint => ({
    key,
    label: dateLabel(key, language, "month"),
    fullLabel: dateLabel(key, language, "monthFull"),
    value,
  });
  const week = (key: string, value: number): ChartPoint => ({
    key,
    label: dateLabel(key, language, "week"),
    fullLabel: dateLabel(key, language, "weekFull"),
    value,
  });
  return {
    revenue: { id: "revenue", kind: "bar", money: true, points: data.revenue.map((r) => month(r.month, r.amountCents)) },
    openTickets: {
      id: "openTickets",
      kind: "line",
      money: false,
      points: data.openTickets.map((r) => week(r.weekStart, r.open)),
    },
    revisionRequests: {
      id: "revisionRequests",
      kind: "bar",
      money: false,
      points: data.revisionRequests.map((r) => week(r.weekStart, r.count)),
    },
    pipeline: {
      id: "pipeline",
      kind: "bar",
      money: false,
      points: data.pipeline.map((r) => ({
        key: r.status,
        label: statusLabel(r.status),
        fullLabel: statusLabel(r.status),
        value: r.count,
      })),
    },
  };
}

export const isEmptySeries = (series: ChartSeries) => series.points.every((p) => p.value === 0);

/** A figure as the table and tooltip show it: money with the app's formatter (USD), counts in `language`. */
export function formatFigure(series: Pick<ChartSeries, "money">, value: number, language: string): string {
  return series.money ? formatCents(value) : new Intl.NumberFormat(language).format(value);
}

/** A value-axis tick: money compact ("$1.5K"), counts whole. */
export function formatTick(series: Pick<ChartSeries, "money">, value: number, language: string): string {
  if (!series.money) return new Intl.NumberFormat(language).format(value);
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", notation: "compact" }).format(value / 100);
}

/**
 * How the axes sit in a reading direction: in Hebrew the first period (or status) is on the right
 * and time runs leftwards, with the value axis on the right, where the eye starts.
 */
export function axisLayout(dir: "ltr" | "rtl") {
  return { reversed: dir === "rtl", valueAxis: dir === "rtl" ? ("right" as const) : ("left" as const) };
}
