import { BILLING_TYPES, FULFILMENT_STATUSES, PAYMENT_STATUSES } from "@portal/shared/constants";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth.ts";
import { createdAt, id, oneOf, updatedAt } from "./columns.ts";
import { files } from "./files.ts";

/** Premium subscription state, kept true by the payment provider's events. */
export const subscribers = pgTable("subscribers", {
  id: id(),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => profiles.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  subscribed: boolean("subscribed").notNull().default(false),
  subscriptionTier: text("subscription_tier"),
  subscriptionStart: timestamp("subscription_start", { withTimezone: true }),
  subscriptionEnd: timestamp("subscription_end", { withTimezone: true }),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  providerCustomerId: text("stripe_customer_id"),
  providerSubscriptionId: text("stripe_subscription_id"),
  /** The premium checkout last opened and not yet completed: closed before another opens (decision 067). */
  premiumCheckoutSessionId: text("premium_checkout_session_id"),
  /** Time of the provider event last applied, so older events arriving late change nothing. */
  providerEventAt: timestamp("provider_event_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The feature catalogue. */
export const features = pgTable(
  "features",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    priceCents: integer("price_cents").notNull(),
    billingType: text("billing_type").notNull(),
    estimatedDeliveryDays: integer("estimated_delivery_days"),
    imageFileId: uuid("image_file_id").references(() => files.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    providerProductId: text("stripe_product_id"),
    providerPriceId: text("stripe_price_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("features_billing_type_check", oneOf("billing_type", BILLING_TYPES)),
    check("features_price_check", sql`${t.priceCents} >= 0`),
    check("features_delivery_days_check", sql`${t.estimatedDeliveryDays} IS NULL OR ${t.estimatedDeliveryDays} >= 1`),
    index("features_created_idx").on(t.createdAt.desc()),
  ],
);

/**
 * Every purchase of a feature, holding both its payment state and its fulfilment state.
 * Legacy purchases are rows of this table with `is_legacy` set. The client id is kept null
 * once a client is deleted; the e-mail stays for bookkeeping.
 */
export const purchasedFeatures = pgTable(
  "purchased_features",
  {
    id: id(),
    clientId: uuid("client_id").references(() => profiles.id, { onDelete: "set null" }),
    clientEmail: text("client_email").notNull(),
    featureId: uuid("feature_id").references(() => features.id, { onDelete: "set null" }),
    featureName: text("feature_name").notNull(),
    priceCents: integer("price_cents").notNull(),
    billingType: text("billing_type").notNull(),
    paymentStatus: text("payment_status").notNull().default("pending"),
    status: text("status").notNull().default("pending"),
    progress: integer("progress").notNull().default(0),
    targetCompletionDate: timestamp("target_completion_date", { withTimezone: true }),
    paymentId: text("payment_id"),
    providerSessionId: text("stripe_session_id").unique(),
    providerSubscriptionId: text("stripe_subscription_id"),
    accessUntil: timestamp("access_until", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** Time of the provider event last applied, so older events arriving late change nothing. */
    providerEventAt: timestamp("provider_event_at", { withTimezone: true }),
    isLegacy: boolean("is_legacy").notNull().default(false),
    purchasedAt: timestamp("purchased_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("purchased_features_billing_type_check", oneOf("billing_type", BILLING_TYPES)),
    check("purchased_features_payment_status_check", oneOf("payment_status", PAYMENT_STATUSES)),
    check("purchased_features_status_check", oneOf("status", FULFILMENT_STATUSES)),
    check("purchased_features_progress_check", sql`${t.progress} BETWEEN 0 AND 100`),
    check("purchased_features_price_check", sql`${t.priceCents} >= 0`),
    index("purchased_features_client_idx").on(t.clientId, t.purchasedAt.desc()),
    index("purchased_features_purchased_idx").on(t.purchasedAt.desc()),
    index("purchased_features_subscription_idx").on(t.providerSubscriptionId),
    // One open checkout per client and feature (decision 067).
    uniqueIndex("purchased_features_one_pending_idx").on(t.clientId, t.featureId).where(sql`${t.paymentStatus} = 'pending'`),
  ],
);

/** Provider events already processed, keyed by the provider's event id (idempotent webhooks). */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  payload: jsonb("payload"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp("processed_at", { withTimezone: true }),
});

/**
 * The sandbox provider's own records (what Stripe keeps on its side): checkout sessions and
 * subscriptions live in the database so any instance can serve the checkout page.
 */
export const sandboxCheckouts = pgTable("sandbox_checkouts", {
  id: text("id").primaryKey(),
  reference: text("reference").notNull(),
  customerEmail: text("customer_email").notNull(),
  name: text("name").notNull(),
  description: text("description"),
  amountCents: integer("amount_cents").notNull(),
  billingType: text("billing_type").notNull(),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  /** open, completed or expired. */
  status: text("status").notNull().default("open"),
  paymentIntentId: text("payment_intent_id"),
  subscriptionId: text("subscription_id"),
  createdAt: createdAt(),
});

export const sandboxSubscriptions = pgTable(
  "sandbox_subscriptions",
  {
    id: text("id").primaryKey(),
    reference: text("reference").notNull(),
    customerId: text("customer_id").notNull(),
    customerEmail: text("customer_email").notNull(),
    name: text("name").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** active or canceled, as Stripe spells it. */
    status: text("status").notNull().default("active"),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("sandbox_subscriptions_due_idx").on(t.status, t.currentPeriodEnd)],
);
