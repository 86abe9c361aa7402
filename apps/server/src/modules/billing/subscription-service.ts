import type { SubscriptionInfo } from "@portal/shared/billing-contracts";
import { eq } from "drizzle-orm";
import type { AppConfig } from "../../app-deps.ts";
import type { Database } from "../../db/client.ts";
import { subscribers } from "../../db/schema/index.ts";

/** The client's premium state as the dashboard shows it; an ended period is not premium. */
export async function getSubscription(
  db: Database,
  userId: string,
  premium: AppConfig["premium"],
  now = new Date(),
): Promise<SubscriptionInfo> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId)).limit(1);
  const active = Boolean(row?.subscribed && (!row.subscriptionEnd || row.subscriptionEnd > now));
  return {
    subscribed: active,
    plan: active ? (row?.subscriptionTier ?? premium.planName) : null,
    status: !active ? "inactive" : row?.cancelAtPeriodEnd ? "cancelled" : "active",
    subscriptionStart: active ? (row?.subscriptionStart?.toISOString() ?? null) : null,
    subscriptionEnd: active ? (row?.subscriptionEnd?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: active && Boolean(row?.cancelAtPeriodEnd),
    priceCents: premium.priceCents,
    priceLabel: premium.priceLabel,
    planName: premium.planName,
  };
}
