import { type Capability, grantOf } from "@portal/shared/agency-roles";
import type { LiveEventType } from "@portal/shared/live-events";
import { checkAssigned } from "../../auth/assigned-scope.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import type { Database } from "../../db/client.ts";
import type { PortalEvent } from "../../providers/events/event-bus.ts";

/**
 * Which staff hear an event addressed to "admins" (decision 110): those whose role reads what it
 * may have changed — any one of these capabilities. The admin dashboard's charts count revision
 * requests, open tickets, paid invoices and project statuses, so the events that move them reach
 * `dashboard.read` too. A new event does not compile until it says who hears it.
 */
const HEARD_WITH: Record<LiveEventType, readonly Capability[]> = {
  "projects.changed": ["projects.read", "dashboard.read"],
  "invoices.changed": ["invoices.read", "dashboard.read"],
  "milestones.changed": ["projects.read"],
  "billing.updated": ["invoices.read", "purchases.read", "dashboard.read"],
  "purchase.updated": ["purchases.read"],
  "store.changed": ["store.write"],
  "revisions.created": ["revisions.read", "dashboard.read"],
  "revisions.updated": ["revisions.read"],
  "revisions.viewed": ["revisions.read"],
  "revisions.comment.status": ["revisions.read"],
  "revisions.comment.reply": ["revisions.read"],
  "support.ticket.created": ["tickets.read", "dashboard.read"],
  "support.ticket.reply": ["tickets.read"],
  "support.ticket.status": ["tickets.read", "dashboard.read"],
  "support.ticket.assigned": ["tickets.read"],
  "support.ticket.note": ["tickets.read"],
  "agency.settings.changed": ["settings.read"],
  "session.invalidated": [],
  "companies.changed": [],
};

type Listener = Pick<SessionUser, "id" | "role" | "agencyRole">;

/**
 * Whether an event is addressed to this person: to them, to the client company their session acts
 * for (decision 106), to everyone, or to admins when they are one.
 */
function isAddressedTo(event: PortalEvent, user: Listener, companyId: string): boolean {
  return (
    event.audience === user.id ||
    event.audience === companyId ||
    event.audience === "everyone" ||
    (event.audience === "admins" && user.role === "admin")
  );
}

/**
 * Whether this person may hear an event: their own and everyone's events always; an admins' event
 * when their role holds one of its capabilities on every row, or holds it only on assigned projects
 * (a designer) and the event's revision is of a project assigned to them — the one case that needs
 * a look-up, so the answer is a promise only then.
 */
export function mayHear(
  db: Database,
  event: PortalEvent,
  user: Listener,
  companyId: string = user.id,
): boolean | Promise<boolean> {
  if (!isAddressedTo(event, user, companyId)) return false;
  if (event.audience !== "admins") return true;
  const grants = HEARD_WITH[event.type].map((capability) => grantOf(user.agencyRole, capability));
  if (grants.includes("all")) return true;
  if (!grants.includes("assigned")) return false;
  // Only revisions are held "assigned" today (a designer's); an event without one is not theirs.
  const data = (event.data ?? {}) as { revisionId?: string };
  return data.revisionId ? checkAssigned(db, "revision", data.revisionId, user.id) : false;
}
