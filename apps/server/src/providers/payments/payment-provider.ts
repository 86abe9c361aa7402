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
  cancelSubscriptionAtPeriodEnd(subscriptionId: string): Promise<{ currentPeriodEnd: Date }>;
  /** Verifies a webhook body and signature; throws when it is not genuine. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
}
