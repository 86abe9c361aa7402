import type { TicketParty } from "@portal/shared/ticket-read-state";
import { type SQL, sql } from "drizzle-orm";
import { supportTicketReplies, supportTickets, supportTicketViews } from "../../db/schema/index.ts";

/**
 * The spec's read state as one SQL expression over the current `support_tickets` row, so a whole
 * list is answered by one query: true when the other party replied after the viewer's last view
 * (every reply of theirs counts when there is no view record). Same rule as `isTicketUnread`.
 */
export function unreadForViewer(viewerId: string, viewer: TicketParty): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${supportTicketReplies} r
    where r.ticket_id = ${supportTickets.id}
      and r.from_admin = ${viewer === "client"}
      and r.created_at > coalesce(
        (select v.last_viewed_at from ${supportTicketViews} v
          where v.ticket_id = ${supportTickets.id} and v.user_id = ${viewerId}),
        '-infinity'::timestamptz
      )
  )`;
}
