import { TICKET_STATUSES, type TicketStatus } from "@portal/shared/constants";
import { PAGE_SIZE, type PageInfo, pageInfoOf } from "@portal/shared/pagination";
import type {
  AdminTicketFilter,
  TicketAssignmentFilter,
  TicketDetail,
  TicketStatusCounts,
  TicketSummary,
} from "@portal/shared/support-contracts";
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { authorSeenBy } from "../../auth/author.ts";
import type { Database } from "../../db/client.ts";
import { preparedPerShape } from "../../db/prepared.ts";
import {
  adminBadgeTotals,
  files,
  profiles,
  revisions,
  supportTicketReplies,
  supportTickets,
  ticketStatusTotals,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentVersion } from "../../lib/preconditions.ts";
import { fileUrl } from "../files/index.ts";
import { unreadForViewer } from "./read-state-sql.ts";
import type { TicketViewer } from "./ticket-access.ts";
import { type TicketListInput, visibleTickets } from "./ticket-list-terms.ts";
import { listTicketPage } from "./ticket-page-query.ts";

/** The admin list's assignment filter as `assignedTo`: mine, nobody's, or anyone's. */
export function assignedToOf(filter: TicketAssignmentFilter | undefined, viewer: TicketViewer): string | null | undefined {
  if (filter === "me") return viewer.id;
  return filter === "nobody" ? null : undefined;
}

function assignedFilter(assignedTo: string | null | undefined): SQL | undefined {
  if (assignedTo === undefined) return undefined;
  return assignedTo === null ? isNull(supportTickets.assignedAdminId) : eq(supportTickets.assignedAdminId, assignedTo);
}

/** The conditions of a ticket list: what the viewer may reach, the status and the assignment filters. */
export function ticketFilters(
  viewer: TicketViewer,
  status: AdminTicketFilter = "all",
  assignedTo?: string | null,
): SQL | undefined {
  return and(
    visibleTickets(viewer),
    status === "all" ? undefined : eq(supportTickets.status, status),
    assignedFilter(assignedTo),
  );
}

/** A client's page of their own tickets, with how many match the filter and how many they have. */
export async function listTickets(
  db: Database,
  viewer: TicketViewer,
  input: TicketListInput = { page: 1, pageSize: PAGE_SIZE },
): Promise<{ tickets: TicketSummary[] } & PageInfo> {
  const status = input.status ?? "all";
  const plain = status === "all" && input.assignedTo === undefined;
  // Unfiltered, the viewer's own count comes with the page's rows: one statement.
  const [page, counted, overall] = await Promise.all([
    listTicketPage(db, viewer, input, plain),
    plain ? undefined : countTickets(db, ticketFilters(viewer, status, input.assignedTo)),
    plain ? undefined : countTickets(db, visibleTickets(viewer)),
  ]);
  const total = counted ?? page.visible ?? (await countTickets(db, visibleTickets(viewer)));
  return { tickets: page.tickets, ...pageInfoOf(input, total, overall ?? total) };
}

async function countTickets(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(supportTickets).where(where);
  return row?.value ?? 0;
}

/** How many of the viewer's tickets have replies they have not seen (for badges). */
export async function countUnreadTickets(db: Database, viewer: TicketViewer): Promise<number> {
  if (viewer.party === "admin") {
    const [kept] = await keptUnreadQuery(db, undefined).execute({ adminId: viewer.id });
    if (kept) return kept.value;
  }
  const [row] = await unreadTicketsCount(db, viewer);
  return row?.value ?? 0;
}

/**
 * An admin's unread tickets as the triggers of migration 0023 keep them (decision 088): one
 * primary-key read instead of a pass over every ticket. An admin without a row is counted the
 * long way.
 */
const keptUnreadQuery = preparedPerShape(
  () => "admin",
  (db) =>
    db
      .select({ value: adminBadgeTotals.unreadTickets })
      .from(adminBadgeTotals)
      .where(eq(adminBadgeTotals.adminId, sql.placeholder("adminId")))
      .prepare("admin_unread_tickets"),
);

/** The same count as a query not yet run, to be a column of another statement. */
export function unreadTicketsCount(db: Database, viewer: TicketViewer) {
  return db
    .select({ value: count() })
    .from(supportTickets)
    .where(and(visibleTickets(viewer), unreadForViewer(viewer.readerId, viewer.party)));
}

/** Tickets per status and unassigned, as the triggers of migration 0029 keep them (decision 111). */
const ticketTotalsQuery = preparedPerShape(
  () => "all",
  (db) => db.select().from(ticketStatusTotals).prepare("ticket_status_totals"),
);

/** One admin's tickets per status, off the assignment index. */
const assignedTotalsQuery = preparedPerShape(
  () => "one",
  (db) =>
    db
      .select({ status: supportTickets.status, value: count() })
      .from(supportTickets)
      .where(eq(supportTickets.assignedAdminId, sql.placeholder("assignedTo")))
      .groupBy(supportTickets.status)
      .prepare("ticket_assigned_totals"),
);

/**
 * The admin list's figures: every ticket per status (the summary cards, and the overall count as
 * their sum) read from the totals the triggers keep, and those matching the assignment filter,
 * whose sum under the status filter is the list's total (unassigned ones are kept too; one
 * admin's are counted off the assignment index).
 */
export async function countAdminTickets(
  db: Database,
  status: AdminTicketFilter,
  assignedTo: string | null | undefined,
): Promise<{ counts: TicketStatusCounts; total: number; overall: number }> {
  const [kept, assigned] = await Promise.all([
    ticketTotalsQuery(db, undefined).execute(),
    typeof assignedTo === "string" ? assignedTotalsQuery(db, undefined).execute({ assignedTo }) : [],
  ]);
  const assignedOf = new Map(assigned.map((row) => [row.status, row.value]));
  const counts = Object.fromEntries(["total", ...TICKET_STATUSES].map((k) => [k, 0])) as TicketStatusCounts;
  let total = 0;
  for (const row of kept) {
    if (row.count === 0) continue;
    counts[row.status as TicketStatus] = row.count;
    counts.total += row.count;
    const matching =
      assignedTo === undefined ? row.count : assignedTo === null ? row.unassigned : (assignedOf.get(row.status) ?? 0);
    if (status === "all" || status === row.status) total += matching;
  }
  return { counts, total, overall: counts.total };
}

/** The ticket the viewer may reach, or 404. */
export async function findVisibleTicket(db: Database, viewer: TicketViewer, ticketId: string) {
  const [ticket] = await db.select().from(supportTickets).where(visibleTickets(viewer, ticketId)).limit(1);
  if (!ticket) throw new AppError("ticket_not_found", "Ticket not found.");
  return ticket;
}

/** Whether the ticket the viewer may reach has messages they have not seen (404 when out of reach). */
export async function visibleTicketUnread(db: Database, viewer: TicketViewer, ticketId: string): Promise<boolean> {
  const [row] = await db
    // Nested in a template: drizzle writes a one-table select's own columns without their table
    // name, which inside the expression's subqueries would name the subquery's columns instead.
    .select({ unread: sql<boolean>`${unreadForViewer(viewer.readerId, viewer.party)}` })
    .from(supportTickets)
    .where(visibleTickets(viewer, ticketId))
    .limit(1);
  if (!row) throw new AppError("ticket_not_found", "Ticket not found.");
  return row.unread;
}

/** The client-side writer of a ticket or a reply (decision 124). */
const writers = alias(profiles, "writer");
const writer = { fullName: writers.fullName, email: writers.email };

/** One ticket with its related revision, attachments and thread (oldest reply first). */
export async function getTicketDetail(db: Database, viewer: TicketViewer, ticketId: string): Promise<TicketDetail> {
  const [row] = await db
    .select({
      ticket: supportTickets,
      clientEmail: profiles.email,
      writer,
      revisionId: revisions.id,
      revisionNumber: revisions.requestNumber,
      revisionDescription: revisions.description,
    })
    .from(supportTickets)
    .innerJoin(profiles, eq(profiles.id, supportTickets.clientId))
    .leftJoin(writers, eq(writers.id, supportTickets.authorId))
    .leftJoin(revisions, eq(revisions.id, supportTickets.revisionId))
    .where(visibleTickets(viewer, ticketId))
    .limit(1);
  if (!row) throw new AppError("ticket_not_found", "Ticket not found.");
  const { ticket } = row;
  const reader = { id: viewer.readerId, party: viewer.party };

  const replies = await db
    .select({ reply: supportTicketReplies, adminEmail: profiles.email, writer })
    .from(supportTicketReplies)
    .leftJoin(profiles, eq(profiles.id, supportTicketReplies.adminId))
    .leftJoin(writers, eq(writers.id, supportTicketReplies.authorId))
    .where(eq(supportTicketReplies.ticketId, ticket.id))
    .orderBy(asc(supportTicketReplies.createdAt), asc(supportTicketReplies.id));

  const attachments = await attachmentsById(
    db,
    [ticket.attachmentFileIds, ...replies.map((r) => r.reply.attachmentFileIds)].flat(),
  );
  const pick = (ids: string[]) => ids.flatMap((id) => attachments.get(id) ?? []);

  return {
    id: ticket.id,
    ticketNumber: ticket.ticketNumber,
    clientEmail: row.clientEmail,
    subject: ticket.subject,
    message: ticket.message,
    ...authorSeenBy(reader, { ...ticket, fromAdmin: false, adminId: null, writer: row.writer }),
    status: ticket.status as TicketStatus,
    revision:
      row.revisionId && row.revisionNumber !== null
        ? {
            id: row.revisionId,
            requestNumber: row.revisionNumber,
            description: row.revisionDescription ?? "",
          }
        : null,
    attachments: pick(ticket.attachmentFileIds),
    replies: replies.map(({ reply, adminEmail, writer }) => ({
      id: reply.id,
      message: reply.message,
      author: reply.fromAdmin ? "admin" : "client",
      adminEmail: reply.fromAdmin ? adminEmail : null,
      authorLabel: viewer.party === "admin" && !reply.fromAdmin ? reply.authorLabel : null,
      ...authorSeenBy(reader, { ...reply, writer }),
      attachments: pick(reply.attachmentFileIds),
      createdAt: reply.createdAt.toISOString(),
    })),
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
  };
}

async function attachmentsById(db: Database, ids: string[]) {
  const map = new Map<string, { id: string; url: string; fileName: string }>();
  if (ids.length === 0) return map;
  const rows = await db.select({ id: files.id, fileName: files.fileName }).from(files).where(inArray(files.id, ids));
  for (const row of rows) map.set(row.id, { id: row.id, url: fileUrl(row.id), fileName: row.fileName });
  return map;
}

/** The client's own revisions, for the related-revision choice. */
export async function listRevisionOptions(db: Database, clientId: string) {
  return db
    .select({ id: revisions.id, requestNumber: revisions.requestNumber, description: revisions.description })
    .from(revisions)
    .where(eq(revisions.clientId, clientId))
    .orderBy(desc(revisions.createdAt));
}

/** The ticket's version (its `ETag`), or null when it does not exist. */
export function ticketVersion(db: Database, id: string): Promise<string | null> {
  return currentVersion(db, supportTickets, eq(supportTickets.id, id));
}
