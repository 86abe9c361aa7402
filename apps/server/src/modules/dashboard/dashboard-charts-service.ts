import { PROJECT_STATUSES } from "@portal/shared/constants";
import {
  CHART_TIME_ZONE,
  type DashboardChartsResponse,
  fillPeriods,
  lastMonths,
  lastWeeks,
  OPEN_TICKET_STATUSES,
  runningTotals,
} from "@portal/shared/dashboard-contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/** The period key of an instant, on the charts' clock ("yyyy-MM" or the week's Monday "yyyy-MM-dd"). */
const monthOf = (at: SQL) => sql`to_char(date_trunc('month', ${at} AT TIME ZONE ${CHART_TIME_ZONE}), 'YYYY-MM')`;
const weekOf = (at: SQL) => sql`to_char(date_trunc('week', ${at} AT TIME ZONE ${CHART_TIME_ZONE}), 'YYYY-MM-DD')`;
const isOpen = (status: SQL) =>
  sql`(${status} IN (${sql.join(
    OPEN_TICKET_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )}))::int`;

type Row = { key: string | null; value: string | number | bigint };
const rowsOf = async (db: Database, query: SQL) =>
  (await db.execute<Row>(query)).rows.map((r) => ({ key: r.key ?? "", value: Number(r.value) }));

/** Paid revenue by the month it was paid: a range read of `invoices_paid_at_idx` (paid_at, amount_cents). */
function revenueByMonth(db: Database, since: Date) {
  return rowsOf(
    db,
    sql`SELECT ${monthOf(sql`paid_at`)} AS key, sum(amount_cents)::bigint AS value
        FROM invoices WHERE paid_at >= ${since.toISOString()}::timestamptz GROUP BY 1`,
  );
}

function revisionRequestsByWeek(db: Database, since: Date) {
  return rowsOf(
    db,
    sql`SELECT ${weekOf(sql`created_at`)} AS key, count(*)::bigint AS value
        FROM revisions WHERE created_at >= ${since.toISOString()}::timestamptz GROUP BY 1`,
  );
}

/**
 * How the number of open tickets changed, per week since `since` (key null: everything before,
 * the level the window starts from). Every ticket opens when created (status `new`); a ticket
 * with audited status changes steps to each change's new status in turn, and finally to its
 * current status at its last activity (a change the trail did not see, such as one made before the
 * trail existed); a ticket without audited changes steps once, from open to its current status at
 * its last activity, when that status is not open (decision 064).
 */
function openTicketChanges(db: Database, since: Date) {
  const moment = sql.raw("moment");
  return rowsOf(
    db,
    sql`WITH changes AS (
          SELECT t.id AS ticket_id, e.created_at AS moment, 1 AS step, ${isOpen(sql`e.after->>'status'`)} AS is_open
          FROM audit_entries e JOIN support_tickets t ON e.target_id = t.id::text
          WHERE e.kind = 'ticket_status_changed' AND e.after->>'status' IS NOT NULL
        ),
        audited AS (
          SELECT ticket_id, moment, step, is_open FROM changes
          UNION ALL
          SELECT t.id, t.created_at, 0, 1 FROM support_tickets t WHERE t.id IN (SELECT ticket_id FROM changes)
          UNION ALL
          SELECT t.id, greatest(t.updated_at, t.created_at), 2, ${isOpen(sql`t.status`)}
          FROM support_tickets t WHERE t.id IN (SELECT ticket_id FROM changes)
        ),
        steps AS (
          SELECT moment, is_open - coalesce(lag(is_open) OVER (PARTITION BY ticket_id ORDER BY step = 2, moment, step), 0) AS delta
          FROM audited
          UNION ALL
          SELECT t.created_at, 1 FROM support_tickets t
          WHERE NOT EXISTS (SELECT 1 FROM changes c WHERE c.ticket_id = t.id)
          UNION ALL
          SELECT greatest(t.updated_at, t.created_at), -1 FROM support_tickets t
          WHERE ${isOpen(sql`t.status`)} = 0 AND NOT EXISTS (SELECT 1 FROM changes c WHERE c.ticket_id = t.id)
        )
        SELECT CASE WHEN moment < ${since.toISOString()}::timestamptz THEN NULL ELSE ${weekOf(moment)} END AS key,
               sum(delta)::bigint AS value
        FROM steps WHERE delta <> 0 GROUP BY 1`,
  );
}

function projectsByStatus(db: Database) {
  return rowsOf(db, sql`SELECT status AS key, count(*)::bigint AS value FROM projects GROUP BY 1`);
}

/** Every chart of the admin dashboard, aggregated in SQL; each series has every period, empty ones as 0. */
export async function dashboardCharts(db: Database, now = new Date()): Promise<DashboardChartsResponse> {
  const months = lastMonths(now);
  const weeks = lastWeeks(now);
  const weeksStart = weeks[0].start;
  const [revenue, requests, ticketChanges, pipeline] = await Promise.all([
    revenueByMonth(db, months[0].start),
    revisionRequestsByWeek(db, weeksStart),
    openTicketChanges(db, weeksStart),
    projectsByStatus(db),
  ]);
  const before = ticketChanges.find((r) => r.key === "")?.value ?? 0;
  const open = runningTotals(before, fillPeriods(weeks, ticketChanges));
  const statuses = PROJECT_STATUSES.map((key) => ({ key }));
  return {
    timeZone: CHART_TIME_ZONE,
    revenue: fillPeriods(months, revenue).map((amountCents, i) => ({ month: months[i].key, amountCents })),
    openTickets: open.map((value, i) => ({ weekStart: weeks[i].key, open: value })),
    revisionRequests: fillPeriods(weeks, requests).map((count, i) => ({ weekStart: weeks[i].key, count })),
    pipeline: fillPeriods(statuses, pipeline).map((count, i) => ({ status: PROJECT_STATUSES[i], count })),
  };
}
