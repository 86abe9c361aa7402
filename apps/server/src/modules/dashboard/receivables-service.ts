import { dateInZone } from "@portal/shared/agency-region";
import { RECEIVABLES_CLIENTS, type ReceivablesResponse } from "@portal/shared/dashboard-contracts";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { getAgencySettings } from "../agency/index.ts";

type Row = {
  client_id: string;
  full_name: string;
  email: string;
  outstanding: string | number;
  overdue: string | number;
  all_outstanding: string | number;
  all_overdue: string | number;
  clients: string | number;
};

/**
 * Unpaid invoices per client, and overdue among them (decision 105), in one statement read off
 * `invoices_unpaid_client_idx` (partial on unpaid rows). Overdue is computed from the due date and
 * the paid state, before today on the agency's clock, so it holds whether or not a job marks
 * invoices overdue. The totals over every client come with the page's rows (window sums).
 */
export async function receivables(db: Database, now = new Date()): Promise<ReceivablesResponse> {
  const today = dateInZone(now, (await getAgencySettings(db)).region.timeZone);
  const overdue = sql`coalesce(sum(i.amount_cents) FILTER (WHERE i.due_date < ${today}::date), 0)`;
  const { rows } = await db.execute<Row>(
    sql`SELECT i.client_id, p.full_name, p.email,
               sum(i.amount_cents)::bigint AS outstanding,
               ${overdue}::bigint AS overdue,
               (sum(sum(i.amount_cents)) OVER ())::bigint AS all_outstanding,
               (sum(${overdue}) OVER ())::bigint AS all_overdue,
               count(*) OVER () AS clients
        FROM invoices i JOIN profiles p ON p.id = i.client_id
        WHERE i.status <> 'paid' AND i.client_id IS NOT NULL
        GROUP BY i.client_id, p.full_name, p.email
        ORDER BY overdue DESC, outstanding DESC, i.client_id
        LIMIT ${RECEIVABLES_CLIENTS}`,
  );
  const first = rows[0];
  return {
    outstandingCents: Number(first?.all_outstanding ?? 0),
    overdueCents: Number(first?.all_overdue ?? 0),
    clientCount: Number(first?.clients ?? 0),
    clients: rows.map((r) => ({
      clientId: r.client_id,
      clientName: r.full_name,
      clientEmail: r.email,
      outstandingCents: Number(r.outstanding),
      overdueCents: Number(r.overdue),
    })),
  };
}
