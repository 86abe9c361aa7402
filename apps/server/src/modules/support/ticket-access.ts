import type { TicketParty } from "@portal/shared/ticket-read-state";
import type { SessionUser } from "../../app-env.ts";

/** Who is looking at tickets: a client sees only their own, an admin sees all. */
export interface TicketViewer {
  id: string;
  party: TicketParty;
}

export function viewerOf(user: SessionUser): TicketViewer {
  return { id: user.id, party: user.role === "admin" ? "admin" : "client" };
}
