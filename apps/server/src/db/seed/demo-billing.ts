import { FEATURE_COMPLETION_DAYS } from "@portal/shared/constants";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../client.ts";
import { features, purchasedFeatures, sandboxSubscriptions, subscribers } from "../schema/index.ts";
import type { DemoContext } from "./demo-context.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Daniel's purchases, one in every state the store and the admin show. */
const DANIEL_PURCHASES = [
  { title: "SEO Optimization Package", daysAgo: 0, paymentStatus: "paid", status: "pending", progress: 0 },
  { title: "Online Booking System", daysAgo: 10, paymentStatus: "paid", status: "in_progress", progress: 45 },
  {
    title: "Social Media Integration",
    daysAgo: 40,
    paymentStatus: "paid",
    status: "completed",
    progress: 100,
  },
  {
    title: "Monthly Content Updates",
    daysAgo: 18,
    paymentStatus: "cancelled",
    status: "in_progress",
    progress: 30,
    cancelled: true,
  },
  { title: "Multilingual Website", daysAgo: 35, paymentStatus: "paid", status: "in_progress", progress: 70 },
] as const;

/**
 * Billing demo data (after the projects and the catalogue): Daniel's premium and every monthly
 * purchase are real sandbox subscriptions (so they can be cancelled) and his purchases cover
 * every state.
 */
export async function seedDemoBilling({ db, people }: DemoContext): Promise<void> {
  const daniel = people["daniel@brooksbakery.com"];
  const noa = people["noa@shapiroyoga.co.il"];
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const start = new Date(now.getTime() - 5 * DAY_MS);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const subscriptionId = "sbx_sub_demo_daniel";
  const customerId = "sbx_cus_demo_daniel";
  await db.insert(sandboxSubscriptions).values({
    id: subscriptionId,
    reference: `premium:${daniel.id}`,
    customerId,
    customerEmail: daniel.email,
    name: "Premium Monthly",
    amountCents: 100,
    currentPeriodStart: start,
    currentPeriodEnd: end,
  });
  const subscription = {
    subscribed: true,
    subscriptionTier: "Premium Monthly",
    subscriptionStart: start,
    subscriptionEnd: end,
    cancelAtPeriodEnd: false,
    providerSubscriptionId: subscriptionId,
    providerCustomerId: customerId,
  };
  await db
    .insert(subscribers)
    .values({ userId: daniel.id, email: daniel.email, ...subscription })
    .onConflictDoUpdate({ target: subscribers.userId, set: subscription });

  const catalogue = await db
    .select()
    .from(features)
    .where(inArray(features.title, [...DANIEL_PURCHASES.map((p) => p.title), "Priority Support"]));
  const byTitle = new Map(catalogue.map((f) => [f.title, f]));
  const row = (client: { id: string; email: string }, title: string, daysAgo: number) => {
    const feature = byTitle.get(title);
    const purchasedAt = new Date(now.getTime() - daysAgo * DAY_MS);
    return {
      clientId: client.id,
      clientEmail: client.email,
      featureId: feature?.id ?? null,
      featureName: title,
      priceCents: feature?.priceCents ?? 4900,
      billingType: feature?.billingType ?? "one_time",
      purchasedAt,
      targetCompletionDate: new Date(purchasedAt.getTime() + FEATURE_COMPLETION_DAYS * DAY_MS),
    };
  };
  const purchases = [
    ...DANIEL_PURCHASES.map((p, i) => ({
      ...row(daniel, p.title, p.daysAgo),
      paymentStatus: p.paymentStatus,
      status: p.status,
      progress: p.progress,
      paymentId: `sbx_pi_demo_${i}`,
      cancelAtPeriodEnd: "cancelled" in p,
    })),
    {
      ...row(noa, "Priority Support", 3),
      paymentStatus: "paid",
      status: "pending",
      progress: 0,
      paymentId: "sbx_pi_demo_noa",
      cancelAtPeriodEnd: false,
    },
  ];
  for (const [i, values] of purchases.entries()) {
    const [purchase] = await db.insert(purchasedFeatures).values(values).returning();
    if (purchase.billingType === "monthly") await subscribeDemoPurchase(db, purchase, i, now);
  }
}

/**
 * A monthly demo purchase is a real sandbox subscription in its current cycle, as a checkout
 * would have left it, so My Purchases can cancel it (and the sandbox renews or ends it).
 */
async function subscribeDemoPurchase(db: Database, purchase: typeof purchasedFeatures.$inferSelect, index: number, now: Date) {
  let periodStart = purchase.purchasedAt;
  let periodEnd = addMonth(periodStart);
  while (periodEnd <= now) {
    periodStart = periodEnd;
    periodEnd = addMonth(periodEnd);
  }
  const subscriptionId = `sbx_sub_demo_purchase_${index}`;
  await db.insert(sandboxSubscriptions).values({
    id: subscriptionId,
    reference: `purchase:${purchase.id}`,
    customerId: `sbx_cus_demo_${index}`,
    customerEmail: purchase.clientEmail,
    name: purchase.featureName,
    amountCents: purchase.priceCents,
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: purchase.cancelAtPeriodEnd,
  });
  await db
    .update(purchasedFeatures)
    .set({ providerSubscriptionId: subscriptionId, paymentId: subscriptionId, accessUntil: periodEnd })
    .where(eq(purchasedFeatures.id, purchase.id));
}

function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}
