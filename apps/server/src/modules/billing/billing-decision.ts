import { FEATURE_COMPLETION_DAYS } from "@portal/shared/constants";
import type { BillingEvent } from "./billing-events.ts";
import type { BillingDecision, BillingState, PremiumPlan, PremiumState, PurchaseState, Subject } from "./billing-state.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOTHING: BillingDecision = { change: "nothing", notices: [], audiences: [] };
/** Subscription statuses at the provider that end a feature subscription. */
const ENDED_STATUSES = ["canceled", "unpaid", "incomplete_expired"];

/** An event older than the last one applied to the row. */
const isStale = (at: Date, last: Date | null) => Boolean(last && at < last);

/**
 * Every billing state change in one pure function: (event x current state) -> new state and
 * effects. Premium (a subscriber row) and feature purchases are two models; this is the only place
 * that branches on which one an event is about. The webhook path (Stripe, and the sandbox, whose
 * Pay, Cancel and period end deliver the same events) loads the state, asks `decideBilling`, and
 * writes what it answers; the table test walks every event against every state.
 */
export function decideBilling(event: BillingEvent, state: BillingState, plan: PremiumPlan): BillingDecision {
  if (state.kind === "premium") return decidePremium(event, state.userId, state.subscriber, plan);
  if (state.kind === "purchase") return decidePurchase(event, state.purchase);
  return NOTHING;
}

function decidePremium(event: BillingEvent, userId: string, row: PremiumState, plan: PremiumPlan): BillingDecision {
  const tier = row.subscriptionTier ?? plan.name;
  const subject = { clientId: userId, name: tier };
  const audiences = [userId];
  switch (event.type) {
    case "checkout_paid": {
      const { session } = event;
      const sameSubscription = row.providerSubscriptionId === session.subscriptionId;
      const stale = isStale(event.at, row.providerEventAt);
      // A payment was taken: admins hear of it and its invoice is due, whatever the row says.
      return {
        change: stale ? "stale" : row.subscribed && sameSubscription ? "premium_updated" : "premium_started",
        ...(stale
          ? {}
          : {
              premium: {
                subscribed: true,
                subscriptionTier: plan.name,
                subscriptionStart: sameSubscription && row.subscriptionStart ? row.subscriptionStart : event.at,
                // The period end comes with the subscription and invoice events.
                ...(sameSubscription ? {} : { subscriptionEnd: null, cancelAtPeriodEnd: false }),
                providerCustomerId: session.customerId ?? row.providerCustomerId,
                providerSubscriptionId: session.subscriptionId,
              },
              stamp: event.at,
            }),
        forgetCheckout: session.id,
        notices: [
          { notice: "new_purchase", subject: { clientId: userId, name: plan.name }, key: session.subscriptionId ?? session.id },
        ],
        invoice: {
          clientId: userId,
          clientEmail: row.email,
          amountCents: session.amountCents ?? plan.monthlyPriceCents,
          description: plan.name,
          billingType: "monthly",
          featureOrPackageName: plan.name,
          providerSessionId: session.id,
          purchaseId: null,
        },
        audiences,
      };
    }
    case "checkout_ended":
      return {
        change: "premium_checkout_ended",
        forgetCheckout: event.session.id,
        notices: event.failed
          ? [{ notice: "payment_failed", subject: { clientId: userId, name: plan.name }, key: event.session.id, renewal: false }]
          : [],
        audiences: [],
      };
    case "subscription_changed": {
      const { subscription } = event;
      const active = subscription.active && !event.deleted;
      // The end of an old subscription does not end a newer one.
      if (!active && row.providerSubscriptionId && row.providerSubscriptionId !== subscription.id) return NOTHING;
      if (isStale(event.at, row.providerEventAt)) return { ...NOTHING, change: "stale" };
      const ending = active && subscription.cancelAtPeriodEnd && !row.cancelAtPeriodEnd;
      return {
        change: active ? (row.subscribed ? "premium_updated" : "premium_started") : "premium_ended",
        premium: {
          subscribed: active,
          ...(active && !row.subscribed ? { subscriptionStart: subscription.periodStart ?? event.at } : {}),
          subscriptionEnd: event.deleted ? (subscription.endedAt ?? event.at) : (subscription.periodEnd ?? row.subscriptionEnd),
          cancelAtPeriodEnd: active && subscription.cancelAtPeriodEnd,
          providerCustomerId: subscription.customerId ?? row.providerCustomerId,
          providerSubscriptionId: subscription.id,
        },
        stamp: event.at,
        notices: ending ? [{ notice: "subscription_ending", subject, end: subscription.periodEnd ?? row.subscriptionEnd }] : [],
        audiences,
      };
    }
    case "invoice_paid": {
      const { invoice } = event;
      const renewal = invoice.billingReason === "subscription_cycle";
      const stale = isStale(event.at, row.providerEventAt);
      return {
        change: stale ? "stale" : renewal ? "premium_renewed" : row.subscribed ? "premium_updated" : "premium_started",
        ...(stale
          ? {}
          : {
              premium: {
                subscribed: true,
                subscriptionTier: tier,
                subscriptionStart: row.subscribed && row.subscriptionStart ? row.subscriptionStart : event.at,
                subscriptionEnd: invoice.periodEnd ?? row.subscriptionEnd,
                providerCustomerId: invoice.customerId ?? row.providerCustomerId,
                providerSubscriptionId: invoice.subscriptionId,
              },
              stamp: event.at,
            }),
        notices: [],
        // A renewal is of the plan as the subscriber bought it (a later price or name is for new subscriptions).
        invoice: renewal
          ? {
              clientId: userId,
              clientEmail: row.email,
              amountCents: invoice.amountCents ?? plan.monthlyPriceCents,
              description: tier,
              billingType: "monthly",
              featureOrPackageName: tier,
              providerSessionId: invoice.id,
              purchaseId: null,
            }
          : undefined,
        audiences: stale ? [] : audiences,
      };
    }
    case "invoice_failed":
      if (row.providerSubscriptionId !== event.invoice.subscriptionId) return NOTHING;
      if (isStale(event.at, row.providerEventAt)) return { ...NOTHING, change: "stale" };
      return {
        change: "premium_payment_failed",
        premium: { subscribed: false, cancelAtPeriodEnd: false },
        stamp: event.at,
        notices: [{ notice: "payment_failed", subject, key: event.invoice.id, renewal: true }],
        audiences,
      };
  }
}

function decidePurchase(event: BillingEvent, row: PurchaseState): BillingDecision {
  const subject: Subject = { clientId: row.clientId, name: row.featureName, purchaseId: row.id, email: row.clientEmail };
  const audiences = row.clientId ? [row.clientId, "admins"] : ["admins"];
  switch (event.type) {
    case "checkout_paid": {
      const { session } = event;
      const first = row.paymentStatus === "pending";
      return {
        change: first ? "purchase_activated" : "purchase_paid_again",
        ...(first
          ? {
              purchase: {
                paymentStatus: "paid",
                paymentId: session.paymentIntentId ?? session.subscriptionId,
                providerSessionId: session.id,
                providerSubscriptionId: session.subscriptionId,
                status: "pending" as const,
                progress: 0,
                purchasedAt: event.at,
                targetCompletionDate: new Date(event.at.getTime() + FEATURE_COMPLETION_DAYS * DAY_MS),
              },
            }
          : {}),
        notices: first ? [{ notice: "new_purchase", subject, key: row.id }] : [],
        // A payment was taken, so its invoice is due whatever state the purchase is in.
        invoice: {
          clientId: row.clientId,
          clientEmail: row.clientEmail,
          amountCents: row.priceCents,
          description: row.featureName,
          billingType: row.billingType === "monthly" ? "monthly" : "one_time",
          featureOrPackageName: row.featureName,
          providerSessionId: session.id,
          purchaseId: row.id,
        },
        audiences,
      };
    }
    case "checkout_ended":
      // Backed out of or lapsed: not a purchase (the client never sees it; admins do, labelled).
      if (row.paymentStatus !== "pending") return NOTHING;
      return {
        change: "purchase_checkout_ended",
        purchase: { paymentStatus: "expired" },
        notices: event.failed ? [{ notice: "payment_failed", subject, key: event.session.id, renewal: false }] : [],
        audiences,
      };
    case "subscription_changed": {
      const { subscription } = event;
      if (isStale(event.at, row.providerEventAt)) return { ...NOTHING, change: "stale" };
      const ended = event.deleted || ENDED_STATUSES.includes(subscription.status);
      const ending = !ended && subscription.cancelAtPeriodEnd && !row.cancelAtPeriodEnd;
      return {
        change: ended ? "purchase_ended" : "purchase_updated",
        purchase: {
          providerSubscriptionId: subscription.id,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd || row.cancelAtPeriodEnd,
          accessUntil: event.deleted ? (subscription.endedAt ?? event.at) : (subscription.periodEnd ?? row.accessUntil),
          ...(ended ? { paymentStatus: "cancelled" } : subscription.status === "past_due" ? { paymentStatus: "failed" } : {}),
        },
        stamp: event.at,
        notices: ending ? [{ notice: "subscription_ending", subject, end: subscription.periodEnd ?? row.accessUntil }] : [],
        audiences,
      };
    }
    case "invoice_paid": {
      const { invoice } = event;
      const renewal = invoice.billingReason === "subscription_cycle";
      const stale = isStale(event.at, row.providerEventAt);
      return {
        change: stale ? "stale" : renewal ? "purchase_renewed" : "purchase_updated",
        ...(stale
          ? {}
          : {
              purchase: {
                providerSubscriptionId: invoice.subscriptionId,
                accessUntil: invoice.periodEnd ?? row.accessUntil,
                ...(row.paymentStatus === "failed" ? { paymentStatus: "paid" } : {}),
              },
              stamp: event.at,
            }),
        notices: [],
        invoice: renewal
          ? {
              clientId: row.clientId,
              clientEmail: row.clientEmail,
              amountCents: invoice.amountCents ?? row.priceCents,
              description: row.featureName,
              billingType: "monthly",
              featureOrPackageName: row.featureName,
              providerSessionId: invoice.id,
              purchaseId: row.id,
            }
          : undefined,
        audiences: stale ? [] : audiences,
      };
    }
    case "invoice_failed":
      if (row.paymentStatus !== "paid") return NOTHING;
      if (isStale(event.at, row.providerEventAt)) return { ...NOTHING, change: "stale" };
      return {
        change: "purchase_payment_failed",
        purchase: { paymentStatus: "failed" },
        stamp: event.at,
        notices: [{ notice: "payment_failed", subject, key: event.invoice.id, renewal: true }],
        audiences,
      };
  }
}
