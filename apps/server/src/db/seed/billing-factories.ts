import type { Database } from "../client.ts";
import { subscribers } from "../schema/index.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SubscriberInput {
  subscribed?: boolean;
  tier?: string;
  start?: Date;
  end?: Date | null;
  cancelAtPeriodEnd?: boolean;
  subscriptionId?: string | null;
  customerId?: string | null;
}

/** Records a premium subscriber (active for 30 days unless told otherwise); tests and demo data. */
export async function createSubscriber(db: Database, user: { id: string; email: string }, input: SubscriberInput = {}) {
  const start = input.start ?? new Date();
  const [row] = await db
    .insert(subscribers)
    .values({
      userId: user.id,
      email: user.email,
      subscribed: input.subscribed ?? true,
      subscriptionTier: input.tier ?? "Premium Monthly",
      subscriptionStart: start,
      subscriptionEnd: input.end === undefined ? new Date(start.getTime() + 30 * DAY_MS) : input.end,
      cancelAtPeriodEnd: input.cancelAtPeriodEnd ?? false,
      providerSubscriptionId: input.subscriptionId ?? null,
      providerCustomerId: input.customerId ?? null,
    })
    .returning();
  return row;
}
