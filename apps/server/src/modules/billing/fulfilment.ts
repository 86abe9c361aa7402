import type { AppDeps } from "../../app-deps.ts";
import type { Transaction } from "../../db/client.ts";
import type { PaymentEvent } from "../../providers/payments/payment-provider.ts";
import { getAgencySettings } from "../agency/index.ts";
import { createAutomaticInvoice } from "../invoices/index.ts";
import { notify } from "../notifications/index.ts";
import { decideBilling } from "./billing-decision.ts";
import { type BillingEvent, billingEventOf, lookupOf } from "./billing-events.ts";
import { noticesFor } from "./billing-notices.ts";
import type { BillingDecision, BillingState } from "./billing-state.ts";
import {
  forgetPremiumCheckout,
  lockPurchase,
  lockSubscriber,
  referenceBySubscription,
  writePurchase,
  writeSubscriber,
} from "./fulfilment-rows.ts";
import { applyInvoicePayment } from "./invoice-payment.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "config" | "log">;

/**
 * Applies one verified provider event (Stripe's, or the sandbox's: both come through
 * `receiveWebhook`). The premium or purchase it is about is locked, `decideBilling` says what
 * changes, and the change is written in one transaction with the notifications it causes; then
 * the automatic invoice of a payment (idempotent per session or invoice id) and the live events.
 * Throws when anything fails, so the provider delivers the event again.
 */
export async function applyPaymentEvent(deps: Deps, event: PaymentEvent): Promise<void> {
  const billingEvent = billingEventOf(event);
  if (!billingEvent) return;
  const reference = lookupOf(billingEvent)?.reference;
  if (reference?.kind === "invoice") return applyInvoicePayment(deps, reference.invoiceId, billingEvent);
  const { premium } = await getAgencySettings(deps.db);
  const decision = await deps.db.transaction(async (tx) => {
    const state = await lockState(tx, billingEvent);
    const decided = decideBilling(billingEvent, state, premium);
    await write(tx, state, decided);
    for (const notice of await noticesFor(tx, decided.notices)) await notify(tx, deps.config.notifications.timing, notice);
    return decided;
  });
  deps.log.debug({ eventId: event.id, type: event.type, change: decision.change }, "payment event applied");
  if (decision.invoice) {
    await createAutomaticInvoice(
      { db: deps.db, storage: deps.providers.storage, timing: deps.config.notifications.timing },
      decision.invoice,
    );
  }
  for (const audience of new Set(decision.audiences)) {
    await deps.providers.events
      .publish({ type: "billing.updated", audience, data: { event: event.type } })
      .catch((error: unknown) => deps.log.warn({ err: error }, "billing event publish failed"));
  }
}

/** The premium or purchase the event is about, locked for this event. */
async function lockState(tx: Transaction, event: BillingEvent): Promise<BillingState> {
  const lookup = lookupOf(event);
  if (!lookup) return { kind: "unknown" };
  // Events without our reference (older subscriptions) are matched by the subscription id.
  const reference = lookup.reference ?? (lookup.subscriptionId ? await referenceBySubscription(tx, lookup.subscriptionId) : null);
  if (reference?.kind === "premium") {
    const subscriber = await lockSubscriber(tx, reference.userId);
    return subscriber ? { kind: "premium", userId: reference.userId, subscriber } : { kind: "unknown" };
  }
  const purchase = await lockPurchase(tx, reference, lookup);
  return purchase ? { kind: "purchase", purchase } : { kind: "unknown" };
}

async function write(tx: Transaction, state: BillingState, decision: BillingDecision): Promise<void> {
  if (state.kind === "premium") {
    if (decision.forgetCheckout) await forgetPremiumCheckout(tx, state.userId, decision.forgetCheckout);
    if (decision.premium) await writeSubscriber(tx, state.userId, decision.premium, decision.stamp);
  }
  if (state.kind === "purchase" && decision.purchase) {
    await writePurchase(tx, state.purchase.id, decision.purchase, decision.stamp);
  }
}
