import { NEW_FEATURE_WINDOW_MS } from "@portal/shared/constants";
import type { NotificationCounts } from "@portal/shared/notification-contracts";
import { and, count, eq, isNull, type SQLWrapper, sql } from "drizzle-orm";
import type { SessionUser } from "../../auth/session-user.ts";
import type { Database } from "../../db/client.ts";
import { adminRevisionViews, clientInvoiceViews, invoices, revisions } from "../../db/schema/index.ts";
import { unreadCommentThreadsCount } from "../revisions/index.ts";
import { assignedOpenTicketsCount, unreadTicketsCount, viewerOf } from "../support/index.ts";
import { maintainedAdminBadges, newFeaturesCount } from "./admin-badges.ts";

/**
 * The sidebar's badges. Clients: invoices they have not opened, tickets with unseen admin
 * replies and revision comments with unseen agency replies. Admins: revisions they have not
 * opened, revision comments with unseen client replies, purchases of the last 24 hours not yet
 * completed, tickets with unseen client replies, and open tickets assigned to them. Every open
 * page refetches them, so all the counts are one statement (one round trip, one connection); an
 * admin's are one read of the row that triggers keep (decision 088).
 */
export async function notificationCountsFor(db: Database, user: SessionUser, now = new Date()): Promise<NotificationCounts> {
  if (user.role === "admin") {
    const maintained = await maintainedAdminBadges(db, user.id, now);
    if (maintained) return { role: "admin", ...maintained };
  }
  const viewer = viewerOf(user);
  const tickets = unreadTicketsCount(db, viewer);
  const commentReplies = unreadCommentThreadsCount(db, viewer);
  if (user.role === "client") {
    const unviewedInvoices = db
      .select({ value: count() })
      .from(invoices)
      .leftJoin(clientInvoiceViews, and(eq(clientInvoiceViews.invoiceId, invoices.id), eq(clientInvoiceViews.clientId, user.id)))
      .where(and(eq(invoices.clientId, user.id), isNull(clientInvoiceViews.invoiceId)));
    const n = await countsInOneStatement(db, { invoices: unviewedInvoices, support: tickets, commentReplies });
    return { role: "client", invoices: n.invoices, support: n.support, commentReplies: n.commentReplies };
  }
  // Only an admin without a maintained row (none after migration 0023) is counted the long way.
  const unviewedRevisions = db
    .select({ value: count() })
    .from(revisions)
    .leftJoin(adminRevisionViews, and(eq(adminRevisionViews.revisionId, revisions.id), eq(adminRevisionViews.adminId, user.id)))
    .where(isNull(adminRevisionViews.revisionId));
  const n = await countsInOneStatement(db, {
    revisions: unviewedRevisions,
    commentReplies,
    features: newFeaturesCount(db, new Date(now.getTime() - NEW_FEATURE_WINDOW_MS)),
    tickets,
    assignedTickets: assignedOpenTicketsCount(db, user.id),
  });
  return { role: "admin", ...n };
}

/** Runs each one-number query as a column of one `SELECT`; the numbers by the same names. */
async function countsInOneStatement<K extends string>(db: Database, queries: Record<K, SQLWrapper>): Promise<Record<K, number>> {
  const names = Object.keys(queries) as K[];
  const columns = sql.join(
    names.map((name) => sql`(${queries[name]}) as ${sql.identifier(name)}`),
    sql`, `,
  );
  const result = await db.execute(sql`select ${columns}`);
  const row = result.rows[0] as Record<K, number | string>;
  return Object.fromEntries(names.map((name) => [name, Number(row[name])])) as Record<K, number>;
}
