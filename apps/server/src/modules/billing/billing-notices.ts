import type { NotificationPayloads } from "@portal/shared/notification-payloads";
import type { Transaction } from "../../db/client.ts";
import { clientLabel, type notify } from "../notifications/index.ts";

/** One notification of a billing change, written with the change by `applyPaymentEvent`. */
export type Notice = Parameters<typeof notify>[2];

/** What was bought or is billed: a feature purchase (with its id) or premium (without). */
interface Subject {
  clientId: string | null;
  name: string;
  purchaseId?: string;
  /** Fallback label of a purchase whose client account is gone. */
  email?: string;
}

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

/** Admins hear of a new purchase (or premium subscription); `key` is the payment's id. */
export async function newPurchase(tx: Transaction, subject: Subject, key: string): Promise<Notice[]> {
  return [{ key: `purchase.created:${key}`, kind: "purchase_created", to: "admins", data: await buyerData(tx, subject) }];
}

/**
 * A payment that failed: admins are told, and for a renewal (`renewal`) the client too, since
 * their subscription is at risk. `key` is the failed invoice's (or session's) id.
 */
export async function paymentFailed(tx: Transaction, subject: Subject, key: string, renewal: boolean): Promise<Notice[]> {
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
