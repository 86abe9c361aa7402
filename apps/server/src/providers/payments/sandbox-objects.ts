import type { sandboxCheckouts, sandboxSubscriptions } from "../../db/schema/index.ts";

/** The sandbox's objects in Stripe's shapes, and its whole-second times. */
export type SandboxCheckout = typeof sandboxCheckouts.$inferSelect;
export type SandboxSubscription = typeof sandboxSubscriptions.$inferSelect;

export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** Provider times are whole seconds, as in Stripe's objects. */
export const wholeSecond = (date: Date) => new Date(seconds(date) * 1000);

export function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export function subscriptionObject(subscription: SandboxSubscription) {
  return {
    id: subscription.id,
    object: "subscription",
    status: subscription.status,
    customer: subscription.customerId,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    metadata: { reference: subscription.reference },
    items: {
      object: "list",
      data: [
        {
          id: `si_${subscription.id}`,
          current_period_start: seconds(subscription.currentPeriodStart),
          current_period_end: seconds(subscription.currentPeriodEnd),
        },
      ],
    },
  };
}

export function invoiceObject(subscription: SandboxSubscription, id: string, billingReason: string) {
  return {
    id,
    object: "invoice",
    status: "paid",
    billing_reason: billingReason,
    customer: subscription.customerId,
    customer_email: subscription.customerEmail,
    amount_paid: subscription.amountCents,
    currency: "usd",
    parent: {
      type: "subscription_details",
      subscription_details: {
        subscription: subscription.id,
        metadata: { reference: subscription.reference },
      },
    },
    lines: {
      object: "list",
      data: [
        {
          period: {
            start: seconds(subscription.currentPeriodStart),
            end: seconds(subscription.currentPeriodEnd),
          },
        },
      ],
    },
  };
}

/** What a checkout session object says however it ended. */
function sessionObject(checkout: SandboxCheckout, status: "complete" | "expired") {
  return {
    id: checkout.id,
    object: "checkout.session",
    mode: checkout.billingType === "monthly" ? "subscription" : "payment",
    status,
    payment_status: status === "complete" ? "paid" : "unpaid",
    client_reference_id: checkout.reference,
    metadata: { reference: checkout.reference },
    customer_email: checkout.customerEmail,
    amount_total: checkout.amountCents,
  };
}

/** The checkout session of a paid checkout. */
export function paidSessionObject(
  checkout: SandboxCheckout,
  ids: { customerId: string | null; paymentIntentId: string | null; subscriptionId: string | null },
) {
  return {
    ...sessionObject(checkout, "complete"),
    customer: ids.customerId,
    customer_details: { email: checkout.customerEmail },
    currency: "usd",
    payment_intent: ids.paymentIntentId,
    subscription: ids.subscriptionId,
  };
}

/** The checkout session of a checkout that ended without payment. */
export function expiredSessionObject(checkout: SandboxCheckout) {
  return sessionObject(checkout, "expired");
}
