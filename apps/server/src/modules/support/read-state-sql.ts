import type { TicketParty } from "@portal/shared/ticket-read-state";
import { type SQL, sql } from "drizzle-orm";
import { supportTicketReplies, supportTickets, supportTicketViews } from "../../db/schema/index.ts";
import { unseenMessage, writtenAfter } from "../../lib/read-state-sql.ts";

/**
 * The spec's read state as one SQL expression over the current `support_tickets` row, so a whole
 * list is answered by one query: true when the other party wrote after the viewer's last view
 * (everything of theirs counts when there is no view record). For admins the ticket's opening
 * message is the client's first message, so a brand-new ticket is unread for every admin until
 * they open it. Same rule as `isTicketUnread`.
 */
export function unreadForViewer(viewerId: string, viewer: TicketParty): SQL<boolean> {
  const lastViewed = sql`(select v.last_viewed_at from ${supportTicketViews} v
      where v.ticket_id = ${supportTickets.id} and v.user_id = ${viewerId})`;
  const openingMessage = viewer === "admin" ? sql`${writtenAfter(supportTickets.createdAt, lastViewed)} or ` : sql``;
  const reply = { fromAdmin: sql.raw("r.from_admin"), createdAt: sql.raw("r.created_at") };
  return sql<boolean>`(${openingMessage}exists (
    select 1 from ${supportTicketReplies} r
    where r.ticket_id = ${supportTickets.id}
      and ${unseenMessage(reply, viewer, lastViewed)}
  ))`;
}
