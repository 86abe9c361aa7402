import type { BillingType } from "@portal/shared/constants";

export interface CheckoutRequest {
  /** Our purchase or subscription reference, echoed back in the provider's events. */
  reference: string;
  customerEmail: string;
  name: string;
  description?: string;
  amountCents: number;
  billingType: BillingType;
  providerPriceId?: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

/** Creates or recreates a catalogue feature's product and price at the provider. */
export interface PriceSyncRequest {
  featureId: string;
  name: string;
  description: string;
  amountCents: number;
  billingType: BillingType;
  /** The product made on an earlier save; reused (and renamed) when the provider still has it. */
  existingProductId?: string | null;
}

/** A provider event, already verified, in the provider-neutral form fulfilment works on. */
export interface PaymentEvent {
  id: string;
  type: string;
  createdAt: Date;
  data: Record<string, unknown>;
}

/**
 * Card payments. The sandbox provider serves a local checkout page whose Pay and Cancel
 * buttons produce the same events a real provider sends, so fulfilment has one code path.
 */
export interface PaymentProvider {
  readonly kind: "sandbox" | "stripe";
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Ends a checkout so it can no longer be paid: "closed" when it is (or already was) unpayable,
   * "paid" when its payment went through first.
   */
  closeCheckout(checkoutSessionId: string): Promise<"closed" | "paid">;
  cancelSubscriptionAtPeriodEnd(subscriptionId: string): Promise<{ currentPeriodEnd: Date }>;
  /** Verifies a webhook body and signature; throws when it is not genuine. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
  syncPrice(request: PriceSyncRequest): Promise<{ productId: string; priceId: string }>;
  /** The payment (payment intent, or subscription) behind a completed checkout session, if any. */
  findPaymentId(checkoutSessionId: string): Promise<string | null>;
  /** The customer's active premium subscription id at the provider, if any (monthly features excluded). */
  findActiveSubscriptionId(customer: { email: string; customerId: string | null }): Promise<string | null>;
}
