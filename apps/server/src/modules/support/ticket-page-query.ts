import type { TicketStatus } from "@portal/shared/constants";
import { pageWindow, type SortOrder } from "@portal/shared/pagination";
import {
  type AdminTicketSummary,
  TICKET_SORT,
  type TicketAssignee,
  type TicketSortKey,
  type TicketSummary,
} from "@portal/shared/support-contracts";
import { messagePreview, type TicketParty } from "@portal/shared/ticket-read-state";
import { and, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { preparedPerShape } from "../../db/prepared.ts";
import { profiles, revisions, supportTicketReplies, supportTickets } from "../../db/schema/index.ts";
import { listOrder } from "../../lib/list-order.ts";
import { unreadForViewer } from "./read-state-sql.ts";
import type { TicketViewer } from "./ticket-access.ts";
import { TICKET_SORT_COLUMNS, type TicketListInput, visibleTickets } from "./ticket-list-terms.ts";

/** The admin a ticket is assigned to (a second join of `profiles`, beside the client's). */
const assignee = alias(profiles, "assignee");

interface TicketPageShape extends SortOrder<TicketSortKey> {
  party: TicketParty;
  status: boolean;
  assigned: "anyone" | "nobody" | "one";
  /** The viewer's own ticket count as a column of the rows (the unfiltered list). */
  withVisible: boolean;
}

/**
 * One page of tickets in one shape (who looks, sort, which filters are on), built once and kept
 * as a named statement: the lists every visit asks for skip drizzle's building and PostgreSQL's
 * planning. The page's ids are picked off the sort's index first; only those rows are joined to
 * their client, revision, replies and read state.
 */
const ticketPageQuery = preparedPerShape(
  (s: TicketPageShape) => `${s.party}_${s.sort}_${s.dir}_${s.status}_${s.assigned}_${s.withVisible}`,
  (db, s) => {
    const viewerId = sql.placeholder("viewerId");
    const readerId = sql.placeholder("readerId") as unknown as string;
    const viewer = { id: viewerId as unknown as string, party: s.party, readerId };
    const where = and(
      visibleTickets(viewer),
      s.status ? eq(supportTickets.status, sql.placeholder("status")) : undefined,
      s.assigned === "anyone"
        ? undefined
        : s.assigned === "nobody"
          ? isNull(supportTickets.assignedAdminId)
          : eq(supportTickets.assignedAdminId, sql.placeholder("assignedTo")),
    );
    const order = listOrder(TICKET_SORT_COLUMNS, s, supportTickets.id);
    // The client is joined before paging only to sort by it; otherwise the page comes off the ticket's own index.
    const candidates = db.select({ id: supportTickets.id }).from(supportTickets).$dynamic();
    const pageIds = (s.sort === "client" ? candidates.innerJoin(profiles, eq(profiles.id, supportTickets.clientId)) : candidates)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder("limit") as unknown as number)
      .offset(sql.placeholder("offset") as unknown as number)
      .as("page_ids");
    const visible = s.withVisible
      ? sql<
          number | null
        >`(select count(*) from ${supportTickets} c where ${s.party === "client" ? sql`c.client_id = ${viewerId}` : sql`true`})`
      : sql<number | null>`null`;
    return db
      .select({
        id: supportTickets.id,
        ticketNumber: supportTickets.ticketNumber,
        clientEmail: profiles.email,
        subject: supportTickets.subject,
        message: supportTickets.message,
        status: supportTickets.status,
        revisionRequestNumber: revisions.requestNumber,
        replyCount: sql<number>`(select count(*)::int from ${supportTicketReplies} r where r.ticket_id = ${supportTickets.id})`,
        unread: unreadForViewer(viewer.readerId, viewer.party),
        createdAt: supportTickets.createdAt,
        updatedAt: supportTickets.updatedAt,
        visible: visible.mapWith((n) => (n === null ? null : Number(n))),
        // The admins' list names each ticket's assignee in the same statement; never a client's.
        assigneeId: s.party === "admin" ? assignee.id : sql<string | null>`null`,
        assigneeEmail: s.party === "admin" ? assignee.email : sql<string | null>`null`,
        assigneeName: s.party === "admin" ? assignee.fullName : sql<string | null>`null`,
        // Who of the client's company opened it (decision 118): the agency's to see.
        authorLabel: s.party === "admin" ? supportTickets.authorLabel : sql<string | null>`null`,
      })
      .from(pageIds)
      .innerJoin(supportTickets, eq(supportTickets.id, pageIds.id))
      .innerJoin(profiles, eq(profiles.id, supportTickets.clientId))
      .leftJoin(revisions, eq(revisions.id, supportTickets.revisionId))
      .leftJoin(assignee, s.party === "admin" ? eq(assignee.id, supportTickets.assignedAdminId) : sql`false`)
      .orderBy(...order)
      .prepare(`ticket_page_${s.party}_${s.sort}_${s.dir}_${s.status}_${s.assigned}_${s.withVisible}`);
  },
);

/**
 * One page of the viewer's tickets (newest first unless sorted otherwise), each with its read
 * state; with `withVisible`, how many tickets the viewer may reach (null on an empty page).
 */
export async function listTicketPage(
  db: Database,
  viewer: TicketViewer,
  input: TicketListInput,
  withVisible = false,
): Promise<{
  tickets: TicketSummary[];
  visible: number | null;
  assignees: (TicketAssignee | null)[];
  authors: (string | null)[];
}> {
  const status = input.status ?? "all";
  const assignedTo = input.assignedTo;
  const shape: TicketPageShape = {
    party: viewer.party,
    sort: input.sort ?? TICKET_SORT.fallback.sort,
    dir: input.dir ?? TICKET_SORT.fallback.dir,
    status: status !== "all",
    assigned: assignedTo === undefined ? "anyone" : assignedTo === null ? "nobody" : "one",
    withVisible,
  };
  const { limit, offset } = pageWindow(input);
  const rows = await ticketPageQuery(db, shape).execute({
    viewerId: viewer.id,
    readerId: viewer.readerId,
    status,
    assignedTo,
    limit,
    offset,
  });
  const tickets = rows.map(
    ({ message, visible: _, assigneeId: _i, assigneeEmail: _e, assigneeName: _n, authorLabel: _a, ...row }) => ({
      ...row,
      status: row.status as TicketStatus,
      messagePreview: messagePreview(message),
      replyCount: Number(row.replyCount),
      unread: Boolean(row.unread),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }),
  );
  const assignees = rows.map((row) =>
    row.assigneeId ? { id: row.assigneeId, label: row.assigneeName || (row.assigneeEmail ?? "") } : null,
  );
  return { tickets, visible: rows[0]?.visible ?? null, assignees, authors: rows.map((row) => row.authorLabel) };
}

/** The page's tickets with their assignees (the admin list counts per status on its own). */
export async function listAdminTicketRows(
  db: Database,
  viewer: TicketViewer,
  input: TicketListInput,
): Promise<AdminTicketSummary[]> {
  const { tickets, assignees, authors } = await listTicketPage(db, viewer, input);
  return tickets.map((ticket, i) => ({ ...ticket, assignee: assignees[i] ?? null, authorLabel: authors[i] ?? null }));
}
