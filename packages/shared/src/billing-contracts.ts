import { z } from "zod";
import { BILLING_TYPES } from "./constants.ts";

export const SUBSCRIPTION_STATUSES = ["active", "cancelled", "inactive"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** GET /api/billing/subscription: the signed-in client's premium state and the configured plan. */
export const subscriptionResponse = z.object({
  subscribed: z.boolean(),
  /** The subscribed tier; null when not subscribed. */
  plan: z.string().nullable(),
  /** active, cancelled (cancelled at period end, access until subscriptionEnd) or inactive. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionStart: z.string().nullable(),
  subscriptionEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** The configured premium price and its label, shown by the upgrade dialog. */
  priceCents: z.number().int(),
  priceLabel: z.string(),
  planName: z.string(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionResponse>;

export const checkoutResponse = z.object({ url: z.string() });
export type CheckoutResult = z.infer<typeof checkoutResponse>;

export const messageResponse = z.object({ message: z.string() });

export const featureIdParam = z.object({ featureId: z.uuid() });
export const purchaseIdParam = z.object({ purchaseId: z.uuid() });

/** Admin tool: fill missing payment ids of paid purchases from the provider. */
export const backfillResultRow = z.object({
  purchase_id: z.string(),
  status: z.string(),
  payment_id: z.string().nullable(),
});
export const backfillResponse = z.object({
  updated: z.number().int(),
  total_processed: z.number().int(),
  /** Purchases whose payment id could not be read (the provider failed). */
  failed: z.number().int(),
  message: z.string(),
  results: z.array(backfillResultRow),
});
export type BackfillResult = z.infer<typeof backfillResponse>;

/** Admin tool: re-read each subscriber's subscription id from the provider. */
export const subscriptionSyncRow = z.object({
  email: z.string(),
  updated: z.boolean(),
  oldSubscriptionId: z.string().nullable(),
  newSubscriptionId: z.string().nullable(),
  note: z.string().optional(),
  error: z.string().optional(),
});
export const subscriptionSyncResponse = z.object({
  /** True when no subscriber failed. */
  success: z.boolean(),
  total: z.number().int(),
  /** Subscribers checked without an error (updated or already right). */
  synced: z.number().int(),
  failed: z.number().int(),
  message: z.string(),
  error: z.string().optional(),
  updates: z.array(subscriptionSyncRow),
});
export type SubscriptionSyncResult = z.infer<typeof subscriptionSyncResponse>;

/** A sandbox checkout session as its page shows it. */
export const sandboxCheckoutView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  amountCents: z.number().int(),
  billingType: z.enum(BILLING_TYPES),
  status: z.enum(["open", "completed", "expired"]),
});
export type SandboxCheckoutView = z.infer<typeof sandboxCheckoutView>;
export const invoiceIdParam = z.object({ invoiceId: z.uuid() });
