import type { TicketParty } from "@portal/shared/ticket-read-state";
import type { SessionUser } from "../../auth/session-user.ts";

/**
 * Who is looking at tickets: a client sees only their company's (`id`, its client account), an
 * admin sees all. Read state is the person's own (`readerId`, decision 115): a colleague who opens
 * a ticket leaves it unread for the others of the company.
 */
export interface TicketViewer {
  id: string;
  party: TicketParty;
  readerId: string;
}

/** The viewer for `user`'s rows, read by `reader` (the signed-in person; the same for an admin or an owner). */
export function viewerOf(user: SessionUser, reader: SessionUser = user): TicketViewer {
  return { id: user.id, party: user.role === "admin" ? "admin" : "client", readerId: reader.id };
}
