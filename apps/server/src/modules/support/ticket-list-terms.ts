import type { PageQuery, SortDirection } from "@portal/shared/pagination";
import type { AdminTicketFilter, TicketSortKey } from "@portal/shared/support-contracts";
import { and, eq, type SQL } from "drizzle-orm";
import { profiles, supportTickets } from "../../db/schema/index.ts";
import type { SortColumns } from "../../lib/list-order.ts";
import type { TicketViewer } from "./ticket-access.ts";

/** The tickets this viewer may reach (another client's ticket answers as if it did not exist). */
export function visibleTickets(viewer: TicketViewer, ticketId?: string): SQL | undefined {
  const own = viewer.party === "client" ? eq(supportTickets.clientId, viewer.id) : undefined;
  const one = ticketId ? eq(supportTickets.id, ticketId) : undefined;
  return and(own, one);
}

export interface TicketListInput extends PageQuery {
  status?: AdminTicketFilter;
  /** Admins only: tickets of this admin (an id), of nobody (null), or anyone's (left out). */
  assignedTo?: string | null;
  sort?: TicketSortKey;
  dir?: SortDirection;
}

/** What each sort key orders by; each has an index ending on the id (schema/support.ts). */
export const TICKET_SORT_COLUMNS: SortColumns<TicketSortKey> = {
  number: [supportTickets.ticketNumber],
  client: [profiles.email],
  subject: [supportTickets.subject],
  status: [supportTickets.status],
  created: [supportTickets.createdAt],
  updated: [supportTickets.updatedAt],
};
