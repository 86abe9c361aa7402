import { inLanguage } from "@portal/shared/agency-brand";
import type { PremiumSettings } from "@portal/shared/agency-settings";
import type { SubscriptionInfo } from "@portal/shared/billing-contracts";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Database } from "../../db/client.ts";
import { subscribers } from "../../db/schema/index.ts";
import { SandboxPayments } from "../../providers/payments/sandbox-payments.ts";
import { getAgencySettings } from "../agency/index.ts";
import { endSandboxPeriods } from "./sandbox-service.ts";

/** The client's premium state as the dashboard shows it; an ended period is not premium. */
async function getSubscription(
  db: Database,
  userId: string,
  premium: PremiumSettings,
  language: string,
  now = new Date(),
): Promise<SubscriptionInfo> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId)).limit(1);
  const active = Boolean(row?.subscribed && (!row.subscriptionEnd || row.subscriptionEnd > now));
  return {
    subscribed: active,
    plan: active ? (row?.subscriptionTier ?? premium.name) : null,
    status: !active ? "inactive" : row?.cancelAtPeriodEnd ? "cancelled" : "active",
    subscriptionStart: active ? (row?.subscriptionStart?.toISOString() ?? null) : null,
    subscriptionEnd: active ? (row?.subscriptionEnd?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: active && Boolean(row?.cancelAtPeriodEnd),
    priceCents: premium.monthlyPriceCents,
    priceLabel: inLanguage(premium.priceLabel, language),
    planName: premium.name,
  };
}

/**
 * The signed-in person's premium state. The sandbox has no clock of its own: periods that have
 * passed end when someone looks (a failed sweep is logged and the state is read anyway).
 */
export async function subscriptionOf(
  deps: Pick<AppDeps, "db" | "providers" | "config" | "log">,
  userId: string,
  language: string,
) {
  if (deps.providers.payments instanceof SandboxPayments) {
    await endSandboxPeriods(deps).catch((error: unknown) => deps.log.error({ err: error }, "sandbox period sweep failed"));
  }
  return getSubscription(deps.db, userId, (await getAgencySettings(deps.db)).premium, language);
}
