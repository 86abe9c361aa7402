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
