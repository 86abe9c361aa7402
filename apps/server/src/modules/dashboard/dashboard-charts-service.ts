import { dateInZone } from "@portal/shared/agency-region";
import { PROJECT_STATUSES } from "@portal/shared/constants";
import {
  type DashboardChartsResponse,
  fillPeriods,
  lastMonths,
  lastWeeks,
  OPEN_TICKET_STATUSES,
  runningTotals,
} from "@portal/shared/dashboard-contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { getAgencySettings } from "../agency/index.ts";

/** The month or week (its Monday) an instant falls in, on the agency's clock; made text only after grouping. */
const monthOf = (at: SQL, zone: string) => sql`date_trunc('month', ${at} AT TIME ZONE ${zone})`;
const weekOf = (at: SQL, zone: string) => sql`date_trunc('week', ${at} AT TIME ZONE ${zone})`;
/** The instant a period starts: its first day's midnight on the agency's clock. */
const startOf = (start: Date, zone: string) => sql`(${start.toISOString().slice(0, 19)}::timestamp AT TIME ZONE ${zone})`;
/** Period keys ("yyyy-MM" / "yyyy-MM-dd") of a grouped query's `period` column, written for its few rows only. */
const keyed = (grouped: SQL, format: "YYYY-MM" | "YYYY-MM-DD") =>
  sql`SELECT to_char(period, ${format}) AS key, value FROM (${grouped}) AS grouped`;
const isOpen = (status: SQL) =>
  sql`(${status} IN (${sql.join(
    OPEN_TICKET_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )}))::int`;

type Row = { key: string | null; value: string | number | bigint };
const rowsOf = async (db: Database, query: SQL) =>
  (await db.execute<Row>(query)).rows.map((r) => ({ key: r.key ?? "", value: Number(r.value) }));

/** Paid revenue by the month it was paid: a range read of `invoices_paid_at_idx` (paid_at, amount_cents). */
function revenueByMonth(db: Database, since: Date, zone: string) {
  return rowsOf(
    db,
    keyed(
      sql`SELECT ${monthOf(sql`paid_at`, zone)} AS period, sum(amount_cents)::bigint AS value
          FROM invoices WHERE paid_at >= ${startOf(since, zone)} GROUP BY 1`,
      "YYYY-MM",
    ),
  );
}

function revisionRequestsByWeek(db: Database, since: Date, zone: string) {
  return rowsOf(
    db,
    keyed(
      sql`SELECT ${weekOf(sql`created_at`, zone)} AS period, count(*)::bigint AS value
          FROM revisions WHERE created_at >= ${startOf(since, zone)} GROUP BY 1`,
      "YYYY-MM-DD",
    ),
  );
}

/**
 * How the number of open tickets changed, per week since `since` (key null: everything before,
 * the level the window starts from). Every ticket opens when created (status `new`); each audited
 * status change steps from its before to its after status; and at its last activity a ticket steps
 * to its current status from where its audited changes left it (a change the trail did not see,
 * such as one made before the trail existed), so today's level is exact (decision 064). Sums and
 * hash joins only, no per-ticket ordering: ~15,000 audited changes over 50,000 tickets stay cheap.
 */
function openTicketChanges(db: Database, since: Date, zone: string) {
  const moment = sql.raw("moment");
  return rowsOf(
    db,
    sql`WITH entries AS (
          SELECT e.target_id::uuid AS ticket_id, e.created_at AS moment,
                 ${isOpen(sql`e.after->>'status'`)} - ${isOpen(sql`e.before->>'status'`)} AS delta
          FROM audit_entries e
          WHERE e.kind = 'ticket_status_changed' AND e.after->>'status' IS NOT NULL
        ),
        per_ticket AS (SELECT ticket_id, sum(delta) AS total FROM entries GROUP BY ticket_id),
        steps AS (
          SELECT created_at AS moment, 1 AS delta FROM support_tickets
          UNION ALL
          SELECT en.moment, en.delta FROM entries en JOIN support_tickets t ON t.id = en.ticket_id WHERE en.delta <> 0
          UNION ALL
          SELECT greatest(t.updated_at, t.created_at), ${isOpen(sql`t.status`)} - 1 - coalesce(p.total, 0)::int
          FROM support_tickets t LEFT JOIN per_ticket p ON p.ticket_id = t.id
        )
        ${keyed(
          sql`SELECT CASE WHEN moment < ${startOf(since, zone)} THEN NULL ELSE ${weekOf(moment, zone)} END AS period,
                     sum(delta)::bigint AS value
              FROM steps WHERE delta <> 0 GROUP BY 1`,
          "YYYY-MM-DD",
        )}`,
  );
}

function projectsByStatus(db: Database) {
  return rowsOf(db, sql`SELECT status AS key, count(*)::bigint AS value FROM projects GROUP BY 1`);
}

/**
 * Every chart of the admin dashboard, aggregated in SQL; each series has every period, empty ones
 * as 0. Months and weeks are those of the agency's time zone (its region setting): the periods
 * are counted back from today's date there, and each starts at its first midnight there.
 */
export async function dashboardCharts(db: Database, now = new Date()): Promise<DashboardChartsResponse> {
  const zone = (await getAgencySettings(db)).region.timeZone;
  // Today on the agency's clock, as a UTC date: lastMonths and lastWeeks count calendar periods from it.
  const today = new Date(`${dateInZone(now, zone)}T00:00:00Z`);
  const months = lastMonths(today);
  const weeks = lastWeeks(today);
  const weeksStart = weeks[0].start;
  const [revenue, requests, ticketChanges, pipeline] = await Promise.all([
    revenueByMonth(db, months[0].start, zone),
    revisionRequestsByWeek(db, weeksStart, zone),
    openTicketChanges(db, weeksStart, zone),
    projectsByStatus(db),
  ]);
  const before = ticketChanges.find((r) => r.key === "")?.value ?? 0;
  const open = runningTotals(before, fillPeriods(weeks, ticketChanges));
  const statuses = PROJECT_STATUSES.map((key) => ({ key }));
  return {
    timeZone: zone,
    revenue: fillPeriods(months, revenue).map((amountCents, i) => ({ month: months[i].key, amountCents })),
    openTickets: open.map((value, i) => ({ weekStart: weeks[i].key, open: value })),
    revisionRequests: fillPeriods(weeks, requests).map((count, i) => ({ weekStart: weeks[i].key, count })),
    pipeline: fillPeriods(statuses, pipeline).map((count, i) => ({ status: PROJECT_STATUSES[i], count })),
  };
}
