import { FEATURE_COMPLETION_DAYS } from "@portal/shared/constants";
import type { AppDeps } from "../../app-deps.ts";
import type { Transaction } from "../../db/client.ts";
import type { PaymentEvent } from "../../providers/payments/payment-provider.ts";
import { getAgencySettings } from "../agency/index.ts";
import { createAutomaticInvoice } from "../invoices/index.ts";
import { notify } from "../notifications/index.ts";
import { type Notice, newPurchase, paymentFailed, subjectOf, subscriptionEnding } from "./billing-notices.ts";
import {
  forgetPremiumCheckout,
  lockPurchase,
  lockSubscriber,
  patchPurchase,
  patchSubscriber,
  purchaseAudiences,
  referenceBySubscription,
} from "./fulfilment-rows.ts";
import {
  type CheckoutSessionInfo,
  type InvoiceInfo,
  readCheckoutSession,
  readInvoice,
  readSubscription,
  type SubscriptionInfo,
} from "./provider-objects.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "config" | "log">;
type InvoiceToCreate = Parameters<typeof createAutomaticInvoice>[1];

const DAY_MS = 24 * 60 * 60 * 1000;

/** What an event changed: whose screens refresh, who is notified, and which invoice to issue. */
interface Outcome {
  audiences: string[];
  notices?: Notice[];
  invoice?: InvoiceToCreate;
}

/**
 * Applies one verified provider event: the state changes in one transaction (guarded by the
 * event time so older events arriving late change nothing) with the notifications it causes,
 * then the automatic invoice for a
 * payment (idempotent per session or invoice id). Throws when anything fails, so the provider
 * delivers the event again.
 */
export async function applyPaymentEvent(deps: Deps, event: PaymentEvent): Promise<void> {
  const outcome = await deps.db.transaction(async (tx) => {
    const applied = await applyState(tx, deps, event);
    for (const notice of applied.notices ?? []) await notify(tx, deps.config.notifications.timing, notice);
    return applied;
  });
  if (outcome.invoice) {
    await createAutomaticInvoice(
      { db: deps.db, storage: deps.providers.storage, timing: deps.config.notifications.timing },
      outcome.invoice,
    );
  }
  for (const audience of new Set(outcome.audiences)) {
    await deps.providers.events
      .publish({ type: "billing.updated", audience, data: { event: event.type } })
      .catch((error: unknown) => deps.log.warn({ err: error }, "billing event publish failed"));
  }
}

async function applyState(tx: Transaction, deps: Deps, event: PaymentEvent): Promise<Outcome> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return checkoutCompleted(tx, deps, readCheckoutSession(event.data), event.createdAt);
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed":
      return checkoutExpired(tx, deps, readCheckoutSession(event.data), event.type.endsWith("failed"));
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return subscriptionChanged(tx, deps, readSubscription(event.data), event.type.endsWith("deleted"), event.createdAt);
    case "invoice.paid":
    case "invoice.payment_succeeded":
      return invoicePaid(tx, deps, readInvoice(event.data), event.createdAt);
    case "invoice.payment_failed":
      return invoiceFailed(tx, deps, readInvoice(event.data), event.createdAt);
    default:
      return { audiences: [] };
  }
}

async function checkoutCompleted(tx: Transaction, deps: Deps, session: CheckoutSessionInfo, at: Date): Promise<Outcome> {
  const { premium } = await getAgencySettings(deps.db);
  const reference = session.reference;
  if (reference?.kind === "premium") {
    const subscriber = await lockSubscriber(tx, reference.userId);
    if (!subscriber) return { audiences: [] };
    await forgetPremiumCheckout(tx, reference.userId, session.id);
    const sameSubscription = subscriber.providerSubscriptionId === session.subscriptionId;
    await patchSubscriber(tx, subscriber, at, {
      subscribed: true,
      subscriptionTier: premium.name,
      subscriptionStart: sameSubscription && subscriber.subscriptionStart ? subscriber.subscriptionStart : at,
      // The period end comes with the subscription and invoice events.
      ...(sameSubscription ? {} : { subscriptionEnd: null, cancelAtPeriodEnd: false }),
      providerCustomerId: session.customerId ?? subscriber.providerCustomerId,
      providerSubscriptionId: session.subscriptionId,
    });
    return {
      audiences: [reference.userId],
      notices: await newPurchase(tx, { clientId: reference.userId, name: premium.name }, session.subscriptionId ?? session.id),
      invoice: {
        clientId: reference.userId,
        clientEmail: subscriber.email,
        amountCents: session.amountCents ?? premium.monthlyPriceCents,
        description: premium.name,
        billingType: "monthly",
        featureOrPackageName: premium.name,
        providerSessionId: session.id,
        purchaseId: null,
      },
    };
  }
  const purchase = await lockPurchase(tx, reference, { sessionId: session.id });
  if (!purchase) return { audiences: [] };
  const notices: Notice[] = [];
  if (purchase.paymentStatus === "pending") {
    notices.push(...(await newPurchase(tx, subjectOf(purchase), purchase.id)));
    await patchPurchase(tx, purchase, null, {
      paymentStatus: "paid",
      paymentId: session.paymentIntentId ?? session.subscriptionId,
      providerSessionId: session.id,
      providerSubscriptionId: session.subscriptionId,
      status: "pending",
      progress: 0,
      purchasedAt: at,
      targetCompletionDate: new Date(at.getTime() + FEATURE_COMPLETION_DAYS * DAY_MS),
    });
  }
  return {
    audiences: purchaseAudiences(purchase),
    notices,
    // A payment was taken, so its invoice is due whatever state the purchase is in.
    invoice: {
      clientId: purchase.clientId,
      clientEmail: purchase.clientEmail,
      amountCents: purchase.priceCents,
      description: purchase.featureName,
      billingType: purchase.billingType === "monthly" ? "monthly" : "one_time",
      featureOrPackageName: purchase.featureName,
      providerSessionId: session.id,
      purchaseId: purchase.id,
    },
  };
}

/** A checkout that ended unpaid; `failed`: its delayed payment failed (admins are told). */
async function checkoutExpired(tx: Transaction, deps: Deps, session: CheckoutSessionInfo, failed: boolean): Promise<Outcome> {
  const { premium } = await getAgencySettings(deps.db);
  if (session.reference?.kind === "premium") {
    await forgetPremiumCheckout(tx, session.reference.userId, session.id);
    const subject = { clientId: session.reference.userId, name: premium.name };
    return { audiences: [], notices: failed ? await paymentFailed(tx, subject, session.id, false) : [] };
  }
  const purchase = await lockPurchase(tx, session.reference, { sessionId: session.id });
  if (purchase?.paymentStatus !== "pending") return { audiences: [] };
  // Backed out of or lapsed: not a purchase (the client never sees it; admins do, labelled).
  await patchPurchase(tx, purchase, null, { paymentStatus: "expired" });
  return {
    audiences: purchaseAudiences(purchase),
    notices: failed ? await paymentFailed(tx, subjectOf(purchase), session.id, false) : [],
  };
}

async function subscriptionChanged(
  tx: Transaction,
  deps: Deps,
  subscription: SubscriptionInfo,
  deleted: boolean,
  at: Date,
): Promise<Outcome> {
  const { premium } = await getAgencySettings(deps.db);
  const active = subscription.active && !deleted;
  const reference = subscription.reference ?? (await referenceBySubscription(tx, subscription.id));
  if (reference?.kind === "premium") {
    const subscriber = await lockSubscriber(tx, reference.userId);
    if (!subscriber) return { audiences: [] };
    // The end of an old subscription does not end a newer one.
    if (!active && subscriber.providerSubscriptionId && subscriber.providerSubscriptionId !== subscription.id) {
      return { audiences: [] };
    }
    const applied = await patchSubscriber(tx, subscriber, at, {
      subscribed: active,
      subscriptionTier: subscriber.subscriptionTier,
      ...(active && !subscriber.subscribed ? { subscriptionStart: subscription.periodStart ?? at } : {}),
      subscriptionEnd: deleted ? (subscription.endedAt ?? at) : (subscription.periodEnd ?? subscriber.subscriptionEnd),
      cancelAtPeriodEnd: active && subscription.cancelAtPeriodEnd,
      providerCustomerId: subscription.customerId ?? subscriber.providerCustomerId,
      providerSubscriptionId: subscription.id,
    });
    const ending = applied && active && subscription.cancelAtPeriodEnd && !subscriber.cancelAtPeriodEnd;
    const subject = { clientId: reference.userId, name: subscriber.subscriptionTier ?? premium.name };
    return {
      audiences: applied ? [reference.userId] : [],
      notices: ending ? subscriptionEnding(subject, subscription.periodEnd ?? subscriber.subscriptionEnd) : [],
    };
  }
  const purchase = await lockPurchase(tx, reference, { subscriptionId: subscription.id });
  if (!purchase) return { audiences: [] };
  const ended = deleted || ["canceled", "unpaid", "incomplete_expired"].includes(subscription.status);
  const applied = await patchPurchase(tx, purchase, at, {
    providerSubscriptionId: subscription.id,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd || purchase.cancelAtPeriodEnd,
    accessUntil: deleted ? (subscription.endedAt ?? at) : (subscription.periodEnd ?? purchase.accessUntil),
    ...(ended ? { paymentStatus: "cancelled" } : subscription.status === "past_due" ? { paymentStatus: "failed" } : {}),
  });
  const ending = applied && !ended && subscription.cancelAtPeriodEnd && !purchase.cancelAtPeriodEnd;
  return {
    audiences: applied ? purchaseAudiences(purchase) : [],
    notices: ending ? subscriptionEnding(subjectOf(purchase), subscription.periodEnd ?? purchase.accessUntil) : [],
  };
}

async function invoicePaid(tx: Transaction, deps: Deps, invoice: InvoiceInfo, at: Date): Promise<Outcome> {
  const { premium } = await getAgencySettings(deps.db);
  if (!invoice.subscriptionId) return { audiences: [] };
  const reference = invoice.reference ?? (await referenceBySubscription(tx, invoice.subscriptionId));
  const renewal = invoice.billingReason === "subscription_cycle";
  if (reference?.kind === "premium") {
    const subscriber = await lockSubscriber(tx, reference.userId);
    if (!subscriber) return { audiences: [] };
    const applied = await patchSubscriber(tx, subscriber, at, {
      subscribed: true,
      subscriptionTier: subscriber.subscriptionTier ?? premium.name,
      subscriptionStart: subscriber.subscribed && subscriber.subscriptionStart ? subscriber.subscriptionStart : at,
      subscriptionEnd: invoice.periodEnd ?? subscriber.subscriptionEnd,
      providerCustomerId: invoice.customerId ?? subscriber.providerCustomerId,
      providerSubscriptionId: invoice.subscriptionId,
    });
    return {
      audiences: applied ? [reference.userId] : [],
      invoice: renewal
        ? {
            clientId: reference.userId,
            clientEmail: subscriber.email,
            // A renewal is of the plan as the subscriber bought it (a later price or name is for new subscriptions).
            amountCents: invoice.amountCents ?? premium.monthlyPriceCents,
            description: subscriber.subscriptionTier ?? premium.name,
            billingType: "monthly",
            featureOrPackageName: subscriber.subscriptionTier ?? premium.name,
            providerSessionId: invoice.id,
            purchaseId: null,
          }
        : undefined,
    };
  }
  const purchase = await lockPurchase(tx, reference, { subscriptionId: invoice.subscriptionId });
  if (!purchase) return { audiences: [] };
  const applied = await patchPurchase(tx, purchase, at, {
    providerSubscriptionId: invoice.subscriptionId,
    accessUntil: invoice.periodEnd ?? purchase.accessUntil,
    ...(purchase.paymentStatus === "failed" ? { paymentStatus: "paid" } : {}),
  });
  return {
    audiences: applied ? purchaseAudiences(purchase) : [],
    invoice: renewal
      ? {
          clientId: purchase.clientId,
          clientEmail: purchase.clientEmail,
          amountCents: invoice.amountCents ?? purchase.priceCents,
          description: purchase.featureName,
          billingType: "monthly",
          featureOrPackageName: purchase.featureName,
          providerSessionId: invoice.id,
          purchaseId: purchase.id,
        }
      : undefined,
  };
}

async function invoiceFailed(tx: Transaction, deps: Deps, invoice: InvoiceInfo, at: Date): Promise<Outcome> {
  const { premium } = await getAgencySettings(deps.db);
  if (!invoice.subscriptionId) return { audiences: [] };
  const reference = invoice.reference ?? (await referenceBySubscription(tx, invoice.subscriptionId));
  if (reference?.kind === "premium") {
    const subscriber = await lockSubscriber(tx, reference.userId);
    if (!subscriber || subscriber.providerSubscriptionId !== invoice.subscriptionId) return { audiences: [] };
    const applied = await patchSubscriber(tx, subscriber, at, {
      subscribed: false,
      cancelAtPeriodEnd: false,
    });
    if (!applied) return { audiences: [] };
    const subject = { clientId: reference.userId, name: subscriber.subscriptionTier ?? premium.name };
    return { audiences: [reference.userId], notices: await paymentFailed(tx, subject, invoice.id, true) };
  }
  const purchase = await lockPurchase(tx, reference, { subscriptionId: invoice.subscriptionId });
  if (purchase?.paymentStatus !== "paid") return { audiences: [] };
  const applied = await patchPurchase(tx, purchase, at, { paymentStatus: "failed" });
  if (!applied) return { audiences: [] };
  return { audiences: purchaseAudiences(purchase), notices: await paymentFailed(tx, subjectOf(purchase), invoice.id, true) };
}
