import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { profiles, purchasedFeatures, subscribers } from "../../db/schema/index.ts";
import type { Reference } from "./provider-objects.ts";

/** Fulfilment's row access: the rows of one event, locked, and the changes `decideBilling` answered. */
type Purchase = typeof purchasedFeatures.$inferSelect;
type Subscriber = typeof subscribers.$inferSelect;
type SubscriberPatch = Partial<Omit<typeof subscribers.$inferInsert, "id" | "userId" | "email">>;
type PurchasePatch = Partial<Omit<typeof purchasedFeatures.$inferInsert, "id">>;

/** The client's subscriber row, created (not subscribed) when missing, locked for this event. */
export async function lockSubscriber(tx: Transaction, userId: string): Promise<Subscriber | undefined> {
  const [profile] = await tx.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
  if (!profile) return undefined;
  await tx.insert(subscribers).values({ userId, email: profile.email }).onConflictDoNothing();
  const [row] = await tx.select().from(subscribers).where(eq(subscribers.userId, userId)).for("update");
  return row;
}

/** The premium checkout has ended (paid or not): a later checkout need not close it. */
export async function forgetPremiumCheckout(tx: Transaction, userId: string, sessionId: string): Promise<void> {
  await tx
    .update(subscribers)
    .set({ premiumCheckoutSessionId: null })
    .where(and(eq(subscribers.userId, userId), eq(subscribers.premiumCheckoutSessionId, sessionId)));
}

/** Writes the premium fields billing decided, with the time of the event when it is one to order by. */
export async function writeSubscriber(tx: Transaction, userId: string, patch: SubscriberPatch, stamp?: Date): Promise<void> {
  await tx
    .update(subscribers)
    .set({ ...patch, ...(stamp ? { providerEventAt: stamp } : {}) })
    .where(eq(subscribers.userId, userId));
}

export async function lockPurchase(
  tx: Transaction,
  reference: Reference | null,
  by: { sessionId?: string; subscriptionId?: string },
): Promise<Purchase | undefined> {
  const where =
    reference?.kind === "purchase"
      ? eq(purchasedFeatures.id, reference.purchaseId)
      : by.sessionId
        ? eq(purchasedFeatures.providerSessionId, by.sessionId)
        : by.subscriptionId
          ? eq(purchasedFeatures.providerSubscriptionId, by.subscriptionId)
          : undefined;
  if (!where) return undefined;
  const [row] = await tx.select().from(purchasedFeatures).where(where).limit(1).for("update");
  return row;
}

/** Writes the purchase fields billing decided; `stamp` absent: a one-way step (payment, expiry) that keeps the last event's time. */
export async function writePurchase(tx: Transaction, id: string, patch: PurchasePatch, stamp?: Date): Promise<void> {
  await tx
    .update(purchasedFeatures)
    .set({ ...patch, ...(stamp ? { providerEventAt: stamp } : {}) })
    .where(eq(purchasedFeatures.id, id));
}

/** Events without our reference (older subscriptions) are matched by the subscription id. */
export async function referenceBySubscription(tx: Transaction, subscriptionId: string): Promise<Reference | null> {
  const [subscriber] = await tx
    .select({ userId: subscribers.userId })
    .from(subscribers)
    .where(eq(subscribers.providerSubscriptionId, subscriptionId))
    .limit(1);
  if (subscriber) return { kind: "premium", userId: subscriber.userId };
  const [purchase] = await tx
    .select({ id: purchasedFeatures.id })
    .from(purchasedFeatures)
    .where(eq(purchasedFeatures.providerSubscriptionId, subscriptionId))
    .limit(1);
  return purchase ? { kind: "purchase", purchaseId: purchase.id } : null;
}
