import { padNumber } from "@portal/shared/format";
import { type PageInfo, type PageQuery, pageInfoOf } from "@portal/shared/pagination";
import type {
  AdminTicketDetail,
  AdminTicketFilter,
  AdminTicketSummary,
  TicketAssignee,
  TicketAssignmentFilter,
  TicketNote,
  TicketStatusCounts,
} from "@portal/shared/support-contracts";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { profiles, supportTicketNotes, supportTickets } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { checkPrecondition, nextVersion, type Precondition, versionOf, withVersion } from "../../lib/preconditions.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";
import type { TicketViewer } from "./ticket-access.ts";
import { listAdminTicketRows } from "./ticket-page-query.ts";
import { assignedToOf, countAdminTickets, getTicketDetail } from "./ticket-query-service.ts";

/**
 * The admins' side of the support desk (decision 050): assignment and internal notes. Nothing
 * here is reachable from a client's route; the client's ticket queries never read these columns.
 */
type Deps = Pick<AppDeps, "db" | "providers">;

/** Tickets still waiting on the agency: what the "assigned to me" badge counts. */
const OPEN_STATUSES = ["new", "in_progress"];

const ticketLabel = (ticketNumber: number) => `#${padNumber(ticketNumber)}`;

/** The admins tickets can be assigned to, by name. */
export async function listAssignees(db: Database | Transaction): Promise<TicketAssignee[]> {
  const rows = await db
    .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.role, "admin"))
    .orderBy(asc(profiles.fullName), asc(profiles.email));
  return rows.map((row) => ({ id: row.id, label: row.fullName || row.email }));
}

async function assigneesById(db: Database, ids: string[]): Promise<Map<string, TicketAssignee>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return new Map(rows.map((row) => [row.id, { id: row.id, label: row.fullName || row.email }]));
}

/** The admin list: a page of tickets with their assignees, and the counts per status (one pass, decision 065). */
export async function listAdminTickets(
  db: Database,
  viewer: TicketViewer,
  query: PageQuery & { status: AdminTicketFilter; assigned: TicketAssignmentFilter },
): Promise<{ tickets: AdminTicketSummary[]; counts: TicketStatusCounts } & PageInfo> {
  const assignedTo = assignedToOf(query.assigned, viewer);
  // The page (with its assignees) and the figures side by side: two statements.
  const [tickets, figures] = await Promise.all([
    listAdminTicketRows(db, viewer, { ...query, assignedTo }),
    countAdminTickets(db, query.status, assignedTo),
  ]);
  return { tickets, ...pageInfoOf(query, figures.total, figures.overall), counts: figures.counts };
}

/** One ticket as admins see it: the client's view, its assignee and the internal notes (oldest first). */
export async function getAdminTicketDetail(db: Database, viewer: TicketViewer, ticketId: string): Promise<AdminTicketDetail> {
  const detail = await getTicketDetail(db, viewer, ticketId);
  const [[row], notes] = await Promise.all([
    db
      .select({ assignedAdminId: supportTickets.assignedAdminId, authorLabel: supportTickets.authorLabel })
      .from(supportTickets)
      .where(eq(supportTickets.id, ticketId)),
    db
      .select()
      .from(supportTicketNotes)
      .where(eq(supportTicketNotes.ticketId, ticketId))
      .orderBy(asc(supportTicketNotes.createdAt), asc(supportTicketNotes.id)),
  ]);
  const people = await assigneesById(db, row?.assignedAdminId ? [row.assignedAdminId] : []);
  return {
    ...detail,
    authorLabel: row?.authorLabel ?? null,
    assignee: people.get(row?.assignedAdminId ?? "") ?? null,
    notes: notes.map(toNote),
  };
}

function toNote(row: typeof supportTicketNotes.$inferSelect): TicketNote {
  return { id: row.id, message: row.message, authorLabel: row.authorLabel, createdAt: row.createdAt.toISOString() };
}

/** Assigns a ticket to an admin, or to nobody (null); recorded in the audit trail. */
export async function assignTicket(
  deps: Deps,
  actor: AuditActor,
  ticketId: string,
  assigneeId: string | null,
  precondition?: Precondition,
) {
  const result = await deps.db.transaction(async (tx) => {
    const [ticket] = await tx
      .select(withVersion(supportTickets))
      .from(supportTickets)
      .where(eq(supportTickets.id, ticketId))
      .for("update");
    if (!ticket) throw new AppError("ticket_not_found", "Ticket not found.");
    await checkPrecondition(tx, precondition, ticket);
    let version = ticket.version;
    const admins = await listAssignees(tx);
    const label = (id: string | null) => admins.find((a) => a.id === id)?.label ?? null;
    const assignee = assigneeId ? (admins.find((a) => a.id === assigneeId) ?? null) : null;
    if (assigneeId && !assignee) throw new AppError("assignee_not_admin", "Tickets can only be assigned to an admin.");
    if (ticket.assignedAdminId !== assigneeId) {
      const [after] = await tx
        .update(supportTickets)
        .set({ assignedAdminId: assigneeId, updatedAt: nextVersion(supportTickets.updatedAt) })
        .where(eq(supportTickets.id, ticketId))
        .returning({ version: versionOf(supportTickets.updatedAt) });
      version = after?.version ?? version;
      await recordAudit(tx, {
        kind: "ticket_assigned",
        actor,
        targetId: ticketId,
        targetLabel: ticketLabel(ticket.ticketNumber),
        person: ticket.clientId,
        before: { assignee: label(ticket.assignedAdminId) },
        after: { assignee: assignee?.label ?? null },
      });
    }
    return { id: ticketId, assignee, version };
  });
  await deps.providers.events.publish({ type: "support.ticket.assigned", audience: "admins", data: { ticketId } });
  return result;
}

/** Adds an internal note (admins only); only the admins' screens hear of it. */
export async function addTicketNote(deps: Deps, actor: AuditActor, ticketId: string, message: string): Promise<TicketNote> {
  const note = await deps.db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ ticketNumber: supportTickets.ticketNumber, clientId: supportTickets.clientId })
      .from(supportTickets)
      .where(eq(supportTickets.id, ticketId));
    if (!ticket) throw new AppError("ticket_not_found", "Ticket not found.");
    const [row] = await tx
      .insert(supportTicketNotes)
      .values({ ticketId, authorId: actor.id, authorLabel: actor.label, message })
      .returning();
    // The note's text stays on the ticket; the trail says that one was written.
    await recordAudit(tx, {
      kind: "ticket_note_added",
      actor,
      targetId: ticketId,
      targetLabel: ticketLabel(ticket.ticketNumber),
      person: ticket.clientId,
    });
    return row;
  });
  await deps.providers.events.publish({ type: "support.ticket.note", audience: "admins", data: { ticketId } });
  return toNote(note);
}

/** Open tickets (new or in progress) assigned to this admin: the badge in the admin navigation. */
export function assignedOpenTicketsCount(db: Database, adminId: string) {
  return db
    .select({ value: count() })
    .from(supportTickets)
    .where(and(eq(supportTickets.assignedAdminId, adminId), inArray(supportTickets.status, OPEN_STATUSES)));
}
