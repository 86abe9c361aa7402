import { z } from "zod";
import { PROJECT_STATUSES } from "./constants.ts";

/** The charts' windows (decision 064): months of paid revenue, weeks of tickets and requests, this one included. */
export const CHART_MONTHS = 12;
export const CHART_WEEKS = 12;
/** Tickets counted as open on the charts, as on the admin's badge. */
export const OPEN_TICKET_STATUSES = ["new", "in_progress"] as const;

const monthKey = z.string().regex(/^\d{4}-\d{2}$/);
const dayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().nonnegative();

/** `GET /api/admin/dashboard/charts`: every chart of the admin dashboard, each series complete (empty periods are 0). */
export const dashboardChartsResponse = z.object({
  /** The agency's time zone (its region setting): the clock of the months and weeks. */
  timeZone: z.string(),
  /** Oldest first: paid revenue (cents, USD) by the month it was paid. */
  revenue: z.array(z.object({ month: monthKey, amountCents: count })),
  /** Oldest first, by the Monday starting each week: tickets open at the week's end (now, for this week). */
  openTickets: z.array(z.object({ weekStart: dayKey, open: count })),
  /** Oldest first, by the Monday starting each week: revision requests submitted that week. */
  revisionRequests: z.array(z.object({ weekStart: dayKey, count })),
  /** Projects per status, in the spec's order. */
  pipeline: z.array(z.object({ status: z.enum(PROJECT_STATUSES), count })),
});
export type DashboardChartsResponse = z.infer<typeof dashboardChartsResponse>;

const pad = (n: number) => String(n).padStart(2, "0");
const dayOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The first day of each of the last `n` months (of `now`'s UTC date: pass today's date on the agency's clock), oldest first, as "yyyy-MM" keys with their start. */
export function lastMonths(now: Date, n = CHART_MONTHS): Array<{ key: string; start: Date }> {
  return Array.from({ length: n }, (_, i) => {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (n - 1 - i), 1));
    return { key: dayOf(start).slice(0, 7), start };
  });
}

/** The Monday (UTC, ISO weeks) starting each of the last `n` weeks, oldest first, as "yyyy-MM-dd" keys with their start. */
export function lastWeeks(now: Date, n = CHART_WEEKS): Array<{ key: string; start: Date }> {
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - sinceMonday);
  return Array.from({ length: n }, (_, i) => {
    const start = new Date(monday - (n - 1 - i) * 7 * 86_400_000);
    return { key: dayOf(start), start };
  });
}

/** Each period's value, 0 where the query found no row. */
export function fillPeriods(
  periods: ReadonlyArray<{ key: string }>,
  rows: ReadonlyArray<{ key: string; value: number }>,
): number[] {
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return periods.map((p) => byKey.get(p.key) ?? 0);
}

/** A running total: the level before the first period plus each period's change. */
export function runningTotals(before: number, changes: readonly number[]): number[] {
  let level = before;
  return changes.map((change) => {
    level += change;
    return level;
  });
}

/** How many clients the outstanding-invoices card lists (most overdue first). */
export const RECEIVABLES_CLIENTS = 10;

/**
 * `GET /api/admin/dashboard/receivables` (decision 105): unpaid invoices per client, in cents.
 * Overdue: unpaid and due before today on the agency's clock.
 */
export const receivablesResponse = z.object({
  outstandingCents: count,
  overdueCents: count,
  /** Clients owing anything, in all. */
  clientCount: count,
  /** Most overdue first, then most outstanding; at most `RECEIVABLES_CLIENTS`. */
  clients: z.array(
    z.object({
      clientId: z.string(),
      clientName: z.string(),
      clientEmail: z.string(),
      outstandingCents: count,
      overdueCents: count,
    }),
  ),
});
export type ReceivablesResponse = z.infer<typeof receivablesResponse>;
