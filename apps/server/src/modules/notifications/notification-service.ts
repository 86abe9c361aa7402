import { NEW_FEATURE_WINDOW_MS } from "@portal/shared/constants";
import type { NotificationCounts } from "@portal/shared/notification-contracts";
import { and, count, eq, gte, isNull, ne } from "drizzle-orm";
import type { SessionUser } from "../../auth/session-user.ts";
import type { Database } from "../../db/client.ts";
import { adminRevisionViews, clientInvoiceViews, invoices, purchasedFeatures, revisions } from "../../db/schema/index.ts";
import { countUnreadCommentThreads } from "../revisions/index.ts";
import { countAssignedOpenTickets, countUnreadTickets, viewerOf } from "../support/index.ts";

/**
 * The sidebar's badges. Clients: invoices they have not opened, tickets with unseen admin
 * replies and revision comments with unseen agency replies. Admins: revisions they have not
 * opened, revision comments with unseen client replies, purchases of the last 24 hours not yet
 * completed, tickets with unseen client replies, and open tickets assigned to them.
 */
export async function notificationCountsFor(db: Database, user: SessionUser, now = new Date()): Promise<NotificationCounts> {
  const viewer = viewerOf(user);
  const tickets = countUnreadTickets(db, viewer);
  const commentReplies = countUnreadCommentThreads(db, viewer);
  if (user.role === "client") {
    const [[unviewedInvoices], support, unreadComments] = await Promise.all([
      db
        .select({ value: count() })
        .from(invoices)
        .leftJoin(
          clientInvoiceViews,
          and(eq(clientInvoiceViews.invoiceId, invoices.id), eq(clientInvoiceViews.clientId, user.id)),
        )
        .where(and(eq(invoices.clientId, user.id), isNull(clientInvoiceViews.invoiceId))),
      tickets,
      commentReplies,
    ]);
    return { role: "client", invoices: unviewedInvoices.value, support, commentReplies: unreadComments };
  }
  const [[unviewedRevisions], [newFeatures], unreadTickets, unreadComments, assignedTickets] = await Promise.all([
    db
      .select({ value: count() })
      .from(revisions)
      .leftJoin(adminRevisionViews, and(eq(adminRevisionViews.revisionId, revisions.id), eq(adminRevisionViews.adminId, user.id)))
      .where(isNull(adminRevisionViews.revisionId)),
    db
      .select({ value: count() })
      .from(purchasedFeatures)
      .where(
        and(
          gte(purchasedFeatures.purchasedAt, new Date(now.getTime() - NEW_FEATURE_WINDOW_MS)),
          ne(purchasedFeatures.status, "completed"),
          eq(purchasedFeatures.paymentStatus, "paid"),
        ),
      ),
    tickets,
    commentReplies,
    countAssignedOpenTickets(db, user.id),
  ]);
  return {
    role: "admin",
    revisions: unviewedRevisions.value,
    commentReplies: unreadComments,
    features: newFeatures.value,
    tickets: unreadTickets,
    assignedTickets,
  };
}
