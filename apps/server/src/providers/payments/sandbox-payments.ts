import { createHmac, randomUUID } from "node:crypto";
import { and, eq, like, lte } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sandboxCheckouts, sandboxSubscriptions } from "../../db/schema/index.ts";
import { sameSecret } from "../../lib/same-secret.ts";
import type { CheckoutRequest, CheckoutSession, PaymentEvent, PaymentProvider, PriceSyncRequest } from "./payment-provider.ts";
import {
  addMonth,
  expiredSessionObject,
  invoiceObject,
  paidSessionObject,
  type SandboxCheckout,
  type SandboxSubscription,
  seconds,
  subscriptionObject,
  wholeSecond,
} from "./sandbox-objects.ts";

/** A webhook delivery exactly as the provider would send it: the raw body and its signature. */
export interface SignedEvent {
  body: string;
  signature: string;
}

const token = () => randomUUID().replace(/-/g, "");

/**
 * The built-in payment provider: checkout is a local page (`/api/sandbox/checkout/:id`) with Pay
 * and Cancel. Its sessions and subscriptions are kept in the database (any instance can serve
 * them) and its events have Stripe's shapes, signed with the app secret, so they go through the
 * same webhook code as Stripe's. Event ids are derived from the session or subscription, so a
 * repeated Pay or sweep delivers the same events again and fulfilment ignores the duplicates.
 */
export class SandboxPayments implements PaymentProvider {
  readonly kind = "sandbox" as const;

  constructor(private readonly options: { secret: string; db: Database }) {}

  private get db() {
    return this.options.db;
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const id = `sbx_cs_${token()}`;
    await this.db.insert(sandboxCheckouts).values({
      id,
      reference: request.reference,
      customerEmail: request.customerEmail,
      name: request.name,
      description: request.description ?? null,
      amountCents: request.amountCents,
      billingType: request.billingType,
      successUrl: request.successUrl.replace("{CHECKOUT_SESSION_ID}", id),
      cancelUrl: request.cancelUrl,
    });
    // The page is on the portal the buyer came from (the success URL's origin), where their session is.
    return { id, url: `${new URL(request.successUrl).origin}/api/sandbox/checkout/${id}` };
  }

  async closeCheckout(checkoutSessionId: string): Promise<"closed" | "paid"> {
    const [closed] = await this.db
      .update(sandboxCheckouts)
      .set({ status: "expired" })
      .where(and(eq(sandboxCheckouts.id, checkoutSessionId), eq(sandboxCheckouts.status, "open")))
      .returning({ id: sandboxCheckouts.id });
    if (closed) return "closed";
    return (await this.findCheckout(checkoutSessionId))?.status === "completed" ? "paid" : "closed";
  }

  async findCheckout(id: string): Promise<SandboxCheckout | undefined> {
    const [row] = await this.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id)).limit(1);
    return row;
  }

  async cancelSubscriptionAtPeriodEnd(subscriptionId: string): Promise<{ currentPeriodEnd: Date }> {
    const [row] = await this.db
      .update(sandboxSubscriptions)
      .set({ cancelAtPeriodEnd: true })
      .where(and(eq(sandboxSubscriptions.id, subscriptionId), eq(sandboxSubscriptions.status, "active")))
      .returning();
    if (!row) throw new Error(`Sandbox subscription ${subscriptionId} is not active`);
    return { currentPeriodEnd: row.currentPeriodEnd };
  }

  async syncPrice(request: PriceSyncRequest): Promise<{ productId: string; priceId: string }> {
    return {
      productId: request.existingProductId ?? `sbx_prod_${request.featureId.replace(/-/g, "")}`,
      priceId: `sbx_price_${token()}`,
    };
  }

  async findPaymentId(checkoutSessionId: string): Promise<string | null> {
    const row = await this.findCheckout(checkoutSessionId);
    if (row?.status !== "completed") return null;
    return row.paymentIntentId ?? row.subscriptionId;
  }

  async findActiveSubscriptionId(customer: { email: string }): Promise<string | null> {
    const [row] = await this.db
      .select({ id: sandboxSubscriptions.id })
      .from(sandboxSubscriptions)
      .where(
        and(
          eq(sandboxSubscriptions.customerEmail, customer.email),
          eq(sandboxSubscriptions.status, "active"),
          // Monthly features are subscriptions too; the sync is about premium only.
          like(sandboxSubscriptions.reference, "premium:%"),
        ),
      )
      .orderBy(sandboxSubscriptions.createdAt)
      .limit(1);
    return row?.id ?? null;
  }

  /**
   * Pay: the events Stripe sends for a paid checkout (for a subscription also the subscription
   * and its first invoice). The caller delivers them, then marks the session completed.
   */
  async payCheckout(checkout: SandboxCheckout, at = new Date()): Promise<SignedEvent[]> {
    const now = wholeSecond(at);
    const suffix = checkout.id.replace(/^sbx_cs_/, "");
    const monthly = checkout.billingType === "monthly";
    const paymentIntentId = monthly ? null : `sbx_pi_${suffix}`;
    const subscriptionId = monthly ? `sbx_sub_${suffix}` : null;
    const customerId = `sbx_cus_${createHmac("sha256", "customer").update(checkout.customerEmail).digest("hex").slice(0, 24)}`;
    const events: SignedEvent[] = [];
    const session = paidSessionObject(checkout, { customerId: monthly ? customerId : null, paymentIntentId, subscriptionId });
    events.push(this.event(`evt_${suffix}_completed`, "checkout.session.completed", now, session));
    if (subscriptionId) {
      const subscription = await this.ensureSubscription(subscriptionId, checkout, customerId, now);
      events.push(
        this.event(`evt_${suffix}_sub_created`, "customer.subscription.created", now, subscriptionObject(subscription)),
        this.event(
          `evt_${suffix}_invoice_paid`,
          "invoice.paid",
          now,
          invoiceObject(subscription, `sbx_in_${suffix}`, "subscription_create"),
        ),
      );
    }
    return events;
  }

  async markCheckout(checkout: SandboxCheckout, status: "completed" | "expired"): Promise<void> {
    const suffix = checkout.id.replace(/^sbx_cs_/, "");
    const monthly = checkout.billingType === "monthly";
    await this.db
      .update(sandboxCheckouts)
      .set({
        status,
        ...(status === "completed"
          ? monthly
            ? { subscriptionId: `sbx_sub_${suffix}` }
            : { paymentIntentId: `sbx_pi_${suffix}` }
          : {}),
      })
      .where(and(eq(sandboxCheckouts.id, checkout.id), eq(sandboxCheckouts.status, "open")));
  }

  /** Cancel: Stripe's event for a checkout that ended without payment. */
  expireCheckout(checkout: SandboxCheckout, now = new Date()): SignedEvent {
    const suffix = checkout.id.replace(/^sbx_cs_/, "");
    return this.event(`evt_${suffix}_expired`, "checkout.session.expired", now, expiredSessionObject(checkout));
  }

  /** Subscriptions whose period has ended; with an e-mail, that customer's, forced to end now. */
  async dueSubscriptions(at: Date, customerEmail?: string): Promise<SandboxSubscription[]> {
    const now = wholeSecond(at);
    if (customerEmail) {
      return this.db
        .update(sandboxSubscriptions)
        .set({ currentPeriodEnd: now })
        .where(and(eq(sandboxSubscriptions.customerEmail, customerEmail), eq(sandboxSubscriptions.status, "active")))
        .returning();
    }
    return this.db
      .select()
      .from(sandboxSubscriptions)
      .where(and(eq(sandboxSubscriptions.status, "active"), lte(sandboxSubscriptions.currentPeriodEnd, now)));
  }

  /**
   * Period end: a subscription cancelled at period end is deleted; any other one renews for a
   * month with a paid invoice, as Stripe does. Returns the events to deliver and the change to
   * record once they are delivered.
   */
  endPeriod(subscription: SandboxSubscription, now = new Date()): { events: SignedEvent[]; commit: () => Promise<void> } {
    const periodKey = seconds(subscription.currentPeriodEnd);
    const where = and(
      eq(sandboxSubscriptions.id, subscription.id),
      eq(sandboxSubscriptions.currentPeriodEnd, subscription.currentPeriodEnd),
    );
    if (subscription.cancelAtPeriodEnd) {
      const ended = { ...subscription, status: "canceled" };
      return {
        events: [
          this.event(`evt_${subscription.id}_deleted`, "customer.subscription.deleted", now, {
            ...subscriptionObject(ended),
            ended_at: seconds(now),
          }),
        ],
        commit: async () => {
          await this.db.update(sandboxSubscriptions).set({ status: "canceled" }).where(where);
        },
      };
    }
    const renewed = {
      ...subscription,
      currentPeriodStart: subscription.currentPeriodEnd,
      currentPeriodEnd: addMonth(subscription.currentPeriodEnd),
    };
    // A period already long past renews to a period that contains now.
    while (renewed.currentPeriodEnd <= now) {
      renewed.currentPeriodStart = renewed.currentPeriodEnd;
      renewed.currentPeriodEnd = addMonth(renewed.currentPeriodEnd);
    }
    return {
      events: [
        this.event(
          `evt_${subscription.id}_renewed_${periodKey}`,
          "invoice.paid",
          now,
          invoiceObject(renewed, `sbx_in_${subscription.id.replace(/^sbx_sub_/, "")}_${periodKey}`, "subscription_cycle"),
        ),
        this.event(
          `evt_${subscription.id}_updated_${periodKey}`,
          "customer.subscription.updated",
          now,
          subscriptionObject(renewed),
        ),
      ],
      commit: async () => {
        await this.db
          .update(sandboxSubscriptions)
          .set({ currentPeriodStart: renewed.currentPeriodStart, currentPeriodEnd: renewed.currentPeriodEnd })
          .where(where);
      },
    };
  }

  private async ensureSubscription(
    id: string,
    checkout: SandboxCheckout,
    customerId: string,
    now: Date,
  ): Promise<SandboxSubscription> {
    await this.db
      .insert(sandboxSubscriptions)
      .values({
        id,
        reference: checkout.reference,
        customerId,
        customerEmail: checkout.customerEmail,
        name: checkout.name,
        amountCents: checkout.amountCents,
        currentPeriodStart: now,
        currentPeriodEnd: addMonth(now),
      })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
    return row;
  }

  private event(id: string, type: string, created: Date, object: Record<string, unknown>): SignedEvent {
    const body = JSON.stringify({ id, object: "event", type, created: seconds(created), data: { object } });
    return { body, signature: this.sign(body) };
  }

  sign(rawBody: string): string {
    return createHmac("sha256", this.options.secret).update(rawBody).digest("hex");
  }

  async verifyWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent> {
    if (!sameSecret(signature ?? "", this.sign(rawBody))) {
      throw new Error("Invalid sandbox webhook signature");
    }
    const event = JSON.parse(rawBody) as {
      id: string;
      type: string;
      created: number;
      data: { object: Record<string, unknown> };
    };
    return {
      id: event.id,
      type: event.type,
      createdAt: new Date(event.created * 1000),
      data: event.data.object,
    };
  }
}
