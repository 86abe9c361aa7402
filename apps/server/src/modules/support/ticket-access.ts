import type { TicketParty } from "@portal/shared/ticket-read-state";
import { and, eq, type SQL } from "drizzle-orm";
import type { SessionUser } from "../../auth/session-user.ts";
import { supportTickets } from "../../db/schema/index.ts";

/** Who is looking at tickets: a client sees only their own, an admin sees all. */
export interface TicketViewer {
  id: string;
  party: TicketParty;
}

export function viewerOf(user: SessionUser): TicketViewer {
  return { id: user.id, party: user.role === "admin" ? "admin" : "client" };
}

/** The tickets this viewer may reach (another client's ticket answers as if it did not exist). */
export function visibleTickets(viewer: TicketViewer, ticketId?: string): SQL | undefined {
  const own = viewer.party === "client" ? eq(supportTickets.clientId, viewer.id) : undefined;
  const one = ticketId ? eq(supportTickets.id, ticketId) : undefined;
  return and(own, one);
}
