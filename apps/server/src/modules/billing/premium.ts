import type { AdminPremium } from "@portal/shared/users-contracts";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { subscribers } from "../../db/schema/index.ts";

/** Premium is active while a subscribed row exists whose period has not ended. */
export async function hasActivePremium(db: Database, userId: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ userId: subscribers.userId })
    .from(subscribers)
    .where(
      and(
        eq(subscribers.userId, userId),
        eq(subscribers.subscribed, true),
        or(isNull(subscribers.subscriptionEnd), gt(subscribers.subscriptionEnd, now)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * A client's premium for the admin: running (renewing on `until`), cancelled and ending on
 * `until`, ended (on `until`), or never had; by the same rule as `hasActivePremium`.
 */
export async function premiumForAdmin(db: Database, userId: string, now = new Date()): Promise<AdminPremium> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId)).limit(1);
  if (!row?.subscriptionStart) return { state: "none", until: null };
  const until = row.subscriptionEnd?.toISOString() ?? null;
  const active = row.subscribed && (!row.subscriptionEnd || row.subscriptionEnd > now);
  if (!active) return { state: "ended", until };
  return { state: row.cancelAtPeriodEnd ? "cancelling" : "active", until };
}
