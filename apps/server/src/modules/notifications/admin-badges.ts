import { NEW_FEATURE_WINDOW_MS } from "@portal/shared/constants";
import { and, count, eq, gte, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { preparedPerShape } from "../../db/prepared.ts";
import { adminBadgeTotals, purchasedFeatures } from "../../db/schema/index.ts";

/** An admin's badges as kept by the triggers of migration 0023, and the purchases of the last 24 hours. */
export interface MaintainedAdminBadges {
  revisions: number;
  commentReplies: number;
  features: number;
  tickets: number;
  assignedTickets: number;
}

/** Paid purchases of the window not yet completed: the same for every admin, read off `purchased_at`. */
export function newFeaturesCount(db: Database, since: Date | ReturnType<typeof sql.placeholder>) {
  return db
    .select({ value: count() })
    .from(purchasedFeatures)
    .where(
      and(
        gte(purchasedFeatures.purchasedAt, since as Date),
        ne(purchasedFeatures.status, "completed"),
        eq(purchasedFeatures.paymentStatus, "paid"),
      ),
    );
}

const adminBadgesQuery = preparedPerShape(
  () => "admin",
  (db) =>
    db
      .select({
        revisions: adminBadgeTotals.unviewedRevisions,
        commentReplies: adminBadgeTotals.unreadCommentThreads,
        tickets: adminBadgeTotals.unreadTickets,
        assignedTickets: adminBadgeTotals.assignedOpenTickets,
        features: sql<number>`(${newFeaturesCount(db, sql.placeholder("since"))})`.mapWith(Number),
      })
      .from(adminBadgeTotals)
      .where(eq(adminBadgeTotals.adminId, sql.placeholder("adminId")))
      // Named: PostgreSQL parses and plans it once per connection, not on every badge read.
      .prepare("admin_badges"),
);

/**
 * One primary-key read of the admin's maintained row, with the purchases' count as a column;
 * undefined for a person without a row (only admins have one).
 */
export async function maintainedAdminBadges(
  db: Database,
  adminId: string,
  now: Date,
): Promise<MaintainedAdminBadges | undefined> {
  const [row] = await adminBadgesQuery(db, undefined).execute({
    adminId,
    since: new Date(now.getTime() - NEW_FEATURE_WINDOW_MS),
  });
  return row;
}
