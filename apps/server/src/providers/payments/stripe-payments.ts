import Stripe from "stripe";
import type { CheckoutRequest, CheckoutSession, PaymentEvent, PaymentProvider, PriceSyncRequest } from "./payment-provider.ts";

export interface StripePaymentsOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (for example a local stand-in); unset means api.stripe.com. */
  apiBase?: string;
  /** ISO currency of `amountCents` when no Stripe price is given. */
  currency?: string;
}

/** Card payments with Stripe Checkout and Billing; events arrive through signed webhooks. */
export class StripePayments implements PaymentProvider {
  readonly kind = "stripe" as const;
  private readonly stripe: Stripe;
  private readonly currency: string;

  constructor(private readonly options: StripePaymentsOptions) {
    this.currency = options.currency ?? "usd";
    this.stripe = new Stripe(options.secretKey, { ...apiOrigin(options.apiBase), maxNetworkRetries: 2 });
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const monthly = request.billingType === "monthly";
    const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = request.providerPriceId
      ? { price: request.providerPriceId, quantity: 1 }
      : {
          quantity: 1,
          price_data: {
            currency: this.currency,
            unit_amount: request.amountCents,
            product_data: {
              name: request.name,
              ...(request.description ? { description: request.description } : {}),
            },
            ...(monthly ? { recurring: { interval: "month" as const } } : {}),
          },
        };
    const metadata = { reference: request.reference };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create({
        mode: monthly ? "subscription" : "payment",
        line_items: [lineItem],
        client_reference_id: request.reference,
        metadata,
        customer_email: request.customerEmail,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        // Later subscription events carry no client_reference_id; the metadata brings the reference along.
        ...(monthly ? { subscription_data: { metadata } } : {}),
      });
    } catch (error) {
      throw new Error(`Stripe could not create the checkout session: ${reason(error)}`, { cause: error });
    }
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { id: session.id, url: session.url };
  }

  async closeCheckout(checkoutSessionId: string): Promise<"closed" | "paid"> {
    try {
      await this.stripe.checkout.sessions.expire(checkoutSessionId);
      return "closed";
    } catch (expireError) {
      // Only an open session expires: read what became of it.
      let session: Stripe.Checkout.Session;
      try {
        session = await this.stripe.checkout.sessions.retrieve(checkoutSessionId);
      } catch (error) {
        if (isMissing(error)) return "closed";
        throw new Error(`Stripe could not read checkout session ${checkoutSessionId}: ${reason(error)}`, { cause: error });
      }
      if (session.status === "complete") return "paid";
      if (session.status === "expired") return "closed";
      throw new Error(`Stripe could not expire checkout session ${checkoutSessionId}: ${reason(expireError)}`, {
        cause: expireError,
      });
    }
  }

  async cancelSubscriptionAtPeriodEnd(subscriptionId: string): Promise<{ currentPeriodEnd: Date }> {
    let subscription: Stripe.Subscription;
    try {
      subscription = await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    } catch (error) {
      throw new Error(`Stripe could not cancel subscription ${subscriptionId}: ${reason(error)}`, {
        cause: error,
      });
    }
    // Since API version 2025-03-31 the period is on the items; older versions have it on the subscription.
    const legacy = subscription as Stripe.Subscription & { current_period_end?: number };
    const end = subscription.items?.data[0]?.current_period_end ?? legacy.current_period_end;
    if (typeof end !== "number") throw new Error(`Stripe subscription ${subscriptionId} has no current period end`);
    return { currentPeriodEnd: new Date(end * 1000) };
  }

  async syncPrice(request: PriceSyncRequest): Promise<{ productId: string; priceId: string }> {
    const product = { name: request.name, description: request.description || undefined };
    try {
      let productId = request.existingProductId ?? null;
      if (productId) {
        try {
          await this.stripe.products.update(productId, product);
        } catch (error) {
          if (!isMissing(error)) throw error;
          productId = null;
        }
      }
      if (!productId) {
        const created = await this.stripe.products.create({
          ...product,
          metadata: { feature_id: request.featureId },
        });
        productId = created.id;
      }
      const price = await this.stripe.prices.create({
        product: productId,
        currency: this.currency,
        unit_amount: request.amountCents,
        ...(request.billingType === "monthly" ? { recurring: { interval: "month" as const } } : {}),
        metadata: { feature_id: request.featureId },
      });
      return { productId, priceId: price.id };
    } catch (error) {
      throw new Error(`Stripe could not create the price: ${reason(error)}`, { cause: error });
    }
  }

  async findPaymentId(checkoutSessionId: string): Promise<string | null> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(checkoutSessionId);
    } catch (error) {
      if (isMissing(error)) return null;
      throw new Error(`Stripe could not read checkout session ${checkoutSessionId}: ${reason(error)}`, {
        cause: error,
      });
    }
    return idOf(session.payment_intent) ?? idOf(session.subscription);
  }

  async findActiveSubscriptionId(customer: { email: string; customerId: string | null }): Promise<string | null> {
    try {
      let customerId = customer.customerId;
      if (!customerId) {
        const found = await this.stripe.customers.list({ email: customer.email, limit: 1 });
        customerId = found.data[0]?.id ?? null;
      }
      if (!customerId) return null;
      const subscriptions = await this.stripe.subscriptions.list({
        customer: customerId,
        status: "active",
        limit: 100,
      });
      // A monthly feature's subscription carries a purchase reference; older ones carry none.
      const premium = subscriptions.data.find((s) => !s.metadata?.reference?.startsWith("purchase:"));
      return premium?.id ?? null;
    } catch (error) {
      throw new Error(`Stripe could not list subscriptions of ${customer.email}: ${reason(error)}`, {
        cause: error,
      });
    }
  }

  async verifyWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent> {
    if (!signature) throw new Error("Stripe webhook without a Stripe-Signature header");
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(rawBody, signature, this.options.webhookSecret);
    } catch (error) {
      throw new Error(`Invalid Stripe webhook: ${reason(error)}`, { cause: error });
    }
    return {
      id: event.id,
      type: event.type,
      createdAt: new Date(event.created * 1000),
      data: event.data.object as unknown as Record<string, unknown>,
    };
  }
}

function apiOrigin(apiBase: string | undefined): {
  host?: string;
  port?: number;
  protocol?: "http" | "https";
} {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443, protocol };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.code === "resource_missing" || error.statusCode === 404);
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
