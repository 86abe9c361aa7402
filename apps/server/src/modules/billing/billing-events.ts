import type { PaymentEvent } from "../../providers/payments/payment-provider.ts";
import {
  type CheckoutSessionInfo,
  type InvoiceInfo,
  type Reference,
  readCheckoutSession,
  readInvoice,
  readSubscription,
  type SubscriptionInfo,
} from "./provider-objects.ts";

/**
 * A payment event as billing decides on it, whichever provider sent it (Stripe's webhook, or the
 * sandbox's Pay, Cancel and period end, which deliver the same events through the same handler).
 */
export type BillingEvent =
  /** A checkout was paid (at once, or its delayed payment went through). */
  | { type: "checkout_paid"; at: Date; session: CheckoutSessionInfo }
  /** A checkout ended unpaid: backed out of or lapsed, or (`failed`) its delayed payment failed. */
  | { type: "checkout_ended"; at: Date; session: CheckoutSessionInfo; failed: boolean }
  /** A subscription was created or changed, or (`deleted`) has ended. */
  | { type: "subscription_changed"; at: Date; subscription: SubscriptionInfo; deleted: boolean }
  /** A subscription's invoice was paid: the first one, or a renewal (`billingReason` "subscription_cycle"). */
  | { type: "invoice_paid"; at: Date; invoice: InvoiceInfo }
  /** A subscription's invoice could not be paid. */
  | { type: "invoice_failed"; at: Date; invoice: InvoiceInfo };

/** The provider's event in billing's terms; null for an event billing does not act on. */
export function billingEventOf(event: PaymentEvent): BillingEvent | null {
  const at = event.createdAt;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return { type: "checkout_paid", at, session: readCheckoutSession(event.data) };
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed":
      return { type: "checkout_ended", at, session: readCheckoutSession(event.data), failed: event.type.endsWith("failed") };
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return {
        type: "subscription_changed",
        at,
        subscription: readSubscription(event.data),
        deleted: event.type.endsWith("deleted"),
      };
    case "invoice.paid":
    case "invoice.payment_succeeded":
      return { type: "invoice_paid", at, invoice: readInvoice(event.data) };
    case "invoice.payment_failed":
      return { type: "invoice_failed", at, invoice: readInvoice(event.data) };
    default:
      return null;
  }
}

/** Where the event's premium or purchase is found: our reference, else its checkout session or subscription. */
export interface BillingLookup {
  reference: Reference | null;
  sessionId?: string;
  subscriptionId?: string;
}

/** The lookup of an event; null when it names nothing of ours (an invoice outside any subscription). */
export function lookupOf(event: BillingEvent): BillingLookup | null {
  switch (event.type) {
    case "checkout_paid":
    case "checkout_ended":
      return { reference: event.session.reference, sessionId: event.session.id };
    case "subscription_changed":
      return { reference: event.subscription.reference, subscriptionId: event.subscription.id };
    case "invoice_paid":
    case "invoice_failed":
      return event.invoice.subscriptionId
        ? { reference: event.invoice.reference, subscriptionId: event.invoice.subscriptionId }
        : null;
  }
}
