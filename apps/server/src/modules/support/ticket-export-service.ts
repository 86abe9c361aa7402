import { padNumber } from "@portal/shared/format";
import type { SortDirection } from "@portal/shared/pagination";
import type { AdminTicketFilter, TicketAssignmentFilter, TicketSortKey } from "@portal/shared/support-contracts";
import { TICKET_SORT } from "@portal/shared/support-contracts";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { profiles, revisions, supportTickets } from "../../db/schema/index.ts";
import { csvDateTime } from "../../lib/csv.ts";
import { CSV_CHUNK_ROWS, csvStream } from "../../lib/csv-stream.ts";
import { afterRow, keysetColumns, keysetCursor, listOrder, sortExpressions } from "../../lib/list-order.ts";
import type { TicketViewer } from "./ticket-access.ts";
import { TICKET_SORT_COLUMNS } from "./ticket-list-terms.ts";
import { assignedToOf, ticketFilters } from "./ticket-query-service.ts";

const HEADER = [
  "Ticket number",
  "Client name",
  "Client e-mail",
  "Subject",
  "Message",
  "Status",
  "Related revision",
  "Created at (UTC)",
  "Updated at (UTC)",
];

/**
 * Every ticket matching the admin list's status and assignment filters, in its order, as a streamed CSV read a
 * chunk at a time after the last row's sort key (keyset). The client's own words only: replies
 * and anything internal stay out.
 */
export function exportTickets(
  db: Database,
  viewer: TicketViewer,
  input: { status: AdminTicketFilter; assigned?: TicketAssignmentFilter; sort?: TicketSortKey; dir?: SortDirection },
) {
  const order = { sort: input.sort ?? TICKET_SORT.fallback.sort, dir: input.dir ?? TICKET_SORT.fallback.dir };
  const expressions = sortExpressions(TICKET_SORT_COLUMNS, order, supportTickets.id);
  const where = ticketFilters(viewer, input.status, assignedToOf(input.assigned, viewer));
  return csvStream<(string | null)[]>(HEADER, async (cursor) => {
    const rows = await db
      .select({
        ticket: supportTickets,
        clientName: profiles.fullName,
        clientEmail: profiles.email,
        revisionNumber: revisions.requestNumber,
        ...keysetColumns(expressions),
      })
      .from(supportTickets)
      .innerJoin(profiles, eq(profiles.id, supportTickets.clientId))
      .leftJoin(revisions, eq(revisions.id, supportTickets.revisionId))
      .where(and(where, cursor ? afterRow(expressions, cursor, order.dir) : undefined))
      .orderBy(...listOrder(TICKET_SORT_COLUMNS, order, supportTickets.id))
      .limit(CSV_CHUNK_ROWS);
    const last = rows.at(-1);
    return {
      rows: rows.map(({ ticket, clientName, clientEmail, revisionNumber }) => [
        padNumber(ticket.ticketNumber),
        clientName,
        clientEmail,
        ticket.subject,
        ticket.message,
        ticket.status,
        revisionNumber === null ? null : padNumber(revisionNumber),
        csvDateTime(ticket.createdAt),
        csvDateTime(ticket.updatedAt),
      ]),
      next: rows.length === CSV_CHUNK_ROWS && last ? keysetCursor(last, expressions.length) : null,
    };
  });
}
