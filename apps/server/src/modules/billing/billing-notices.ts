import type { NotificationPayloads } from "@portal/shared/notification-payloads";
import type { Transaction } from "../../db/client.ts";
import { clientLabel, type notify } from "../notifications/index.ts";
import type { NoticeToSend, Subject } from "./billing-state.ts";

/** One notification of a billing change, written with the change by `applyPaymentEvent` or a cancellation. */
export type Notice = Parameters<typeof notify>[2];

/** A feature purchase as a billing subject. */
export function subjectOf(purchase: { id: string; clientId: string | null; featureName: string; clientEmail: string }): Subject {
  return { clientId: purchase.clientId, name: purchase.featureName, purchaseId: purchase.id, email: purchase.clientEmail };
}

async function buyerData(tx: Transaction, subject: Subject): Promise<NotificationPayloads["purchase_created"]> {
  const client = subject.clientId ? await clientLabel(tx, subject.clientId) : "";
  return {
    clientId: subject.clientId ?? "",
    client: client || subject.email || "",
    feature: subject.name,
    ...(subject.purchaseId ? { purchaseId: subject.purchaseId } : {}),
  };
}

/** The notifications `decideBilling` asked for, with the buyer named as admins know them. */
export async function noticesFor(tx: Transaction, wanted: NoticeToSend[]): Promise<Notice[]> {
  const notices: Notice[] = [];
  for (const n of wanted) {
    if (n.notice === "new_purchase") notices.push(...(await newPurchase(tx, n.subject, n.key)));
    else if (n.notice === "payment_failed") notices.push(...(await paymentFailed(tx, n.subject, n.key, n.renewal)));
    else notices.push(...subscriptionEnding(n.subject, n.end));
  }
  return notices;
}

/** Admins hear of a new purchase (or premium subscription); `key` is the payment's id. */
async function newPurchase(tx: Transaction, subject: Subject, key: string): Promise<Notice[]> {
  return [{ key: `purchase.created:${key}`, kind: "purchase_created", to: "admins", data: await buyerData(tx, subject) }];
}

/**
 * A payment that failed: admins are told, and for a renewal (`renewal`) the client too, since
 * their subscription is at risk. `key` is the failed invoice's (or session's) id.
 */
async function paymentFailed(tx: Transaction, subject: Subject, key: string, renewal: boolean): Promise<Notice[]> {
  const notices: Notice[] = [
    { key: `payment.failed:${key}`, kind: "payment_failed", to: "admins", data: await buyerData(tx, subject) },
  ];
  if (renewal && subject.clientId) {
    notices.push({
      key: `subscription.failed:${key}`,
      kind: "subscription_failed",
      to: subject.clientId,
      data: { name: subject.name, ...(subject.purchaseId ? { purchaseId: subject.purchaseId } : {}) },
    });
  }
  return notices;
}

/** The client hears that a subscription will end at `end` (once per subscription and end date). */
export function subscriptionEnding(subject: Subject, end: Date | null): Notice[] {
  if (!subject.clientId || !end) return [];
  const date = end.toISOString().slice(0, 10);
  return [
    {
      key: `subscription.ending:${subject.purchaseId ?? subject.clientId}:${date}`,
      kind: "subscription_ending",
      to: subject.clientId,
      data: { name: subject.name, date, ...(subject.purchaseId ? { purchaseId: subject.purchaseId } : {}) },
    },
  ];
}
