import { dateInZone } from "@portal/shared/agency-region";
import { PROJECT_STATUSES } from "@portal/shared/constants";
import {
  type DashboardChartsResponse,
  fillPeriods,
  lastMonths,
  lastWeeks,
  runningTotals,
} from "@portal/shared/dashboard-contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { preparedPerShape } from "../../db/prepared.ts";
import { getAgencySettings } from "../agency/index.ts";

type Row = { key: string | null; value: number };
interface ChartsDocument {
  /** The zone the kept rows (open tickets, revenue) are counted in: the agency's setting as the database has it. */
  zone: string;
  revenue: Row[] | null;
  requests: Row[] | null;
  openTickets: Row[] | null;
  pipeline: Row[] | null;
}

/** A grouped query's rows (`period`, `value`) as JSON, each period written as its key. */
const rowsOf = (grouped: SQL, format: string) =>
  sql`(SELECT json_agg(json_build_object('key', to_char(period, ${sql.raw(`'${format}'`)}), 'value', value))
       FROM (${grouped}) AS grouped)`;

/**
 * Every chart of the admin dashboard in one statement, kept as the named statement
 * `admin_dashboard_charts` (decision 116). Months and weeks are those of the agency's time zone:
 * each period starts at its first midnight there.
 * - revenue: the kept per-day paid amounts of `paid_revenue_days` (decision 121) summed per month;
 * - revision requests by week;
 * - open tickets: the kept per-day moves of `open_ticket_days` summed per week, and before the
 *   window as one sum (the level the window starts from; decision 064 says how a day moves);
 * - projects per status.
 */
const chartsQuery = preparedPerShape(
  () => "charts",
  (db) => {
    const zone = sql.placeholder("zone");
    const weeksStart = sql.placeholder("weeksStart");
    const weeksStartAt = sql`(${weeksStart}::timestamp AT TIME ZONE ${zone})`;
    const document = sql<ChartsDocument>`json_build_object(
      'zone', open_ticket_zone(),
      'revenue', ${rowsOf(
        sql`SELECT date_trunc('month', day::timestamp) AS period, sum(amount_cents)::bigint AS value
            FROM paid_revenue_days WHERE day >= ${sql.placeholder("monthsStart")}::date GROUP BY 1`,
        "YYYY-MM",
      )},
      'requests', ${rowsOf(
        sql`SELECT date_trunc('week', created_at AT TIME ZONE ${zone}) AS period, count(*)::bigint AS value
            FROM revisions WHERE created_at >= ${weeksStartAt} GROUP BY 1`,
        "YYYY-MM-DD",
      )},
      'openTickets', ${rowsOf(
        sql`SELECT CASE WHEN day < ${weeksStart}::date THEN NULL ELSE date_trunc('week', day::timestamp) END AS period,
                   sum(delta)::bigint AS value
            FROM open_ticket_days GROUP BY 1`,
        "YYYY-MM-DD",
      )},
      'pipeline', (SELECT json_agg(json_build_object('key', status, 'value', value))
                   FROM (SELECT status, count(*)::bigint AS value FROM projects GROUP BY 1) AS grouped))`;
    return db.select({ document }).from(sql`(VALUES (1)) AS one`).prepare("admin_dashboard_charts");
  },
);

const keyed = (rows: Row[] | null) => (rows ?? []).map((r) => ({ key: r.key ?? "", value: Number(r.value) }));

/**
 * Every chart of the admin dashboard; each series has every period, empty ones as 0. The periods
 * are counted back from today's date on the agency's clock. The statement also says which zone
 * the kept rows are in: should the setting have changed since this instance read it, the charts
 * are asked again in that zone.
 */
export async function dashboardCharts(db: Database, now = new Date(), zone?: string): Promise<DashboardChartsResponse> {
  const timeZone = zone ?? (await getAgencySettings(db)).region.timeZone;
  // Today on the agency's clock, as a UTC date: lastMonths and lastWeeks count calendar periods from it.
  const today = new Date(`${dateInZone(now, timeZone)}T00:00:00Z`);
  const months = lastMonths(today);
  const weeks = lastWeeks(today);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const [found] = await chartsQuery(db, undefined).execute({
    zone: timeZone,
    monthsStart: day(months[0].start),
    weeksStart: day(weeks[0].start),
  });
  const { document } = found;
  if (document.zone !== timeZone && zone === undefined) return dashboardCharts(db, now, document.zone);
  const ticketChanges = keyed(document.openTickets);
  const before = ticketChanges.find((r) => r.key === "")?.value ?? 0;
  const open = runningTotals(before, fillPeriods(weeks, ticketChanges));
  const statuses = PROJECT_STATUSES.map((key) => ({ key }));
  return {
    timeZone,
    revenue: fillPeriods(months, keyed(document.revenue)).map((amountCents, i) => ({ month: months[i].key, amountCents })),
    openTickets: open.map((value, i) => ({ weekStart: weeks[i].key, open: value })),
    revisionRequests: fillPeriods(weeks, keyed(document.requests)).map((count, i) => ({ weekStart: weeks[i].key, count })),
    pipeline: fillPeriods(statuses, keyed(document.pipeline)).map((count, i) => ({ status: PROJECT_STATUSES[i], count })),
  };
}
