import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { purchasedFeatures, subscribers } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { getAgencySettings } from "../agency/index.ts";
import { notify } from "../notifications/index.ts";
import { subjectOf, subscriptionEnding } from "./billing-notices.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "log" | "config">;

/** Provider events carry whole seconds; a change made now is stamped the same way. */
const toSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

/** The end of the monthly cycle, counted from the purchase date, that contains `now`. */
function cycleEnd(start: Date, now: Date): Date {
  let months = 1;
  for (;;) {
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + months);
    if (end > now) return end;
    months += 1;
  }
}

function providerError(deps: Deps, error: unknown): AppError {
  deps.log.error({ err: error }, "subscription could not be cancelled");
  return new AppError("payment_provider_error", "The payment provider could not cancel the subscription.");
}

/**
 * Cancels premium at the end of the current period at the provider; access lasts until then.
 * The state is recorded now (stamped with this time, so older events cannot undo it).
 */
export async function cancelPremium(deps: Deps, user: SessionUser, now = new Date()): Promise<{ message: string }> {
  const { premium } = await getAgencySettings(deps.db);
  const [row] = await deps.db.select().from(subscribers).where(eq(subscribers.userId, user.id)).limit(1);
  const active = row?.subscribed && (!row.subscriptionEnd || row.subscriptionEnd > now);
  if (!row || !active || !row.providerSubscriptionId) {
    throw new AppError("not_subscribed", "You have no active subscription to cancel.");
  }
  if (row.cancelAtPeriodEnd) throw new AppError("already_cancelled", "This subscription is already cancelled.");
  let periodEnd: Date;
  try {
    ({ currentPeriodEnd: periodEnd } = await deps.providers.payments.cancelSubscriptionAtPeriodEnd(row.providerSubscriptionId));
  } catch (error) {
    throw providerError(deps, error);
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(subscribers)
      .set({ cancelAtPeriodEnd: true, subscriptionEnd: periodEnd, providerEventAt: toSecond(now) })
      .where(eq(subscribers.id, row.id));
    const subject = { clientId: user.id, name: row.subscriptionTier ?? premium.name };
    for (const notice of subscriptionEnding(subject, periodEnd)) await notify(tx, deps.config.notifications.timing, notice);
  });
  return { message: "Your subscription will be cancelled at the end of the current billing period" };
}

/** Cancels a monthly feature purchase at the end of its billing cycle (the client's own only). */
export async function cancelPurchase(
  deps: Deps,
  user: SessionUser,
  purchaseId: string,
  now = new Date(),
): Promise<{ message: string }> {
  const [purchase] = await deps.db
    .select()
    .from(purchasedFeatures)
    .where(and(eq(purchasedFeatures.id, purchaseId), eq(purchasedFeatures.clientId, user.id)))
    .limit(1);
  if (!purchase) throw new AppError("purchase_not_found", "Purchase not found.");
  if (purchase.billingType !== "monthly") {
    throw new AppError("not_monthly", "Only monthly purchases can be cancelled.");
  }
  if (purchase.cancelAtPeriodEnd || purchase.paymentStatus === "cancelled") {
    throw new AppError("already_cancelled", "This subscription is already cancelled.");
  }
  if (purchase.paymentStatus !== "paid") {
    throw new AppError("not_subscribed", "This purchase has no active subscription.");
  }
  let periodEnd: Date;
  if (purchase.providerSubscriptionId) {
    try {
      ({ currentPeriodEnd: periodEnd } = await deps.providers.payments.cancelSubscriptionAtPeriodEnd(
        purchase.providerSubscriptionId,
      ));
    } catch (error) {
      throw providerError(deps, error);
    }
  } else if (!purchase.providerSessionId) {
    // Recorded only in the portal (entered or imported, never checked out): the provider bills
    // nothing, so the cancellation is the portal's alone, at the end of the current cycle.
    periodEnd = purchase.accessUntil && purchase.accessUntil > now ? purchase.accessUntil : cycleEnd(purchase.purchasedAt, now);
  } else {
    throw new AppError("not_subscribed", "This purchase has no active subscription.");
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(purchasedFeatures)
      .set({ paymentStatus: "cancelled", cancelAtPeriodEnd: true, accessUntil: periodEnd, providerEventAt: toSecond(now) })
      .where(eq(purchasedFeatures.id, purchase.id));
    for (const notice of subscriptionEnding(subjectOf(purchase), periodEnd)) {
      await notify(tx, deps.config.notifications.timing, notice);
    }
  });
  return { message: "Your subscription will be cancelled at the end of the current billing cycle." };
}
