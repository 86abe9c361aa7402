import { NEW_FEATURE_WINDOW_MS } from "@portal/shared/constants";
import type { NotificationCounts } from "@portal/shared/notification-contracts";
import { and, count, eq, gte, isNull, ne } from "drizzle-orm";
import type { SessionUser } from "../../auth/session-user.ts";
import type { Database } from "../../db/client.ts";
import { adminRevisionViews, clientInvoiceViews, invoices, purchasedFeatures, revisions } from "../../db/schema/index.ts";
import { countAssignedOpenTickets, countUnreadTickets, viewerOf } from "../support/index.ts";

/**
 * The sidebar's badges. Clients: invoices they have not opened and tickets with unseen admin
 * replies. Admins: revisions they have not opened, purchases of the last 24 hours not yet
 * completed, tickets with unseen client replies, and open tickets assigned to them.
 */
export async function notificationCountsFor(db: Database, user: SessionUser, now = new Date()): Promise<NotificationCounts> {
  const tickets = countUnreadTickets(db, viewerOf(user));
  if (user.role === "client") {
    const [[unviewedInvoices], support] = await Promise.all([
      db
        .select({ value: count() })
        .from(invoices)
        .leftJoin(
          clientInvoiceViews,
          and(eq(clientInvoiceViews.invoiceId, invoices.id), eq(clientInvoiceViews.clientId, user.id)),
        )
        .where(and(eq(invoices.clientId, user.id), isNull(clientInvoiceViews.invoiceId))),
      tickets,
    ]);
    return { role: "client", invoices: unviewedInvoices.value, support };
  }
  const [[unviewedRevisions], [newFeatures], unreadTickets, assignedTickets] = await Promise.all([
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
    countAssignedOpenTickets(db, user.id),
  ]);
  return {
    role: "admin",
    revisions: unviewedRevisions.value,
    features: newFeatures.value,
    tickets: unreadTickets,
    assignedTickets,
  };
}
