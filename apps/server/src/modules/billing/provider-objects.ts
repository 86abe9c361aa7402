/**
 * Reading the provider objects carried by events (Stripe's shapes; the sandbox sends the same).
 * Only the fields fulfilment needs, tolerant of both older and newer Stripe API versions.
 */

type Obj = Record<string, unknown>;

const asObj = (value: unknown): Obj | undefined =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Obj) : undefined;
const asString = (value: unknown): string | null => (typeof value === "string" && value ? value : null);
const idOf = (value: unknown): string | null => asString(value) ?? asString(asObj(value)?.id);
const fromSeconds = (value: unknown): Date | null => (typeof value === "number" ? new Date(value * 1000) : null);

/** Our reference ("premium:<userId>", "purchase:<purchaseId>" or "invoice:<invoiceId>"), parsed. */
export type Reference =
  | { kind: "premium"; userId: string }
  | { kind: "purchase"; purchaseId: string }
  | { kind: "invoice"; invoiceId: string };

export function premiumReference(userId: string): string {
  return `premium:${userId}`;
}

export function purchaseReference(purchaseId: string): string {
  return `purchase:${purchaseId}`;
}

/** The checkout paying an unpaid invoice (decision 105). */
export function invoiceReference(invoiceId: string): string {
  return `invoice:${invoiceId}`;
}

export function parseReference(value: string | null | undefined): Reference | null {
  const match = /^(premium|purchase|invoice):([0-9a-f-]{36})$/i.exec(value ?? "");
  if (!match) return null;
  if (match[1] === "premium") return { kind: "premium", userId: match[2] };
  if (match[1] === "invoice") return { kind: "invoice", invoiceId: match[2] };
  return { kind: "purchase", purchaseId: match[2] };
}

const referenceIn = (metadata: unknown) => asString(asObj(metadata)?.reference);

export interface CheckoutSessionInfo {
  id: string;
  reference: Reference | null;
  paymentIntentId: string | null;
  subscriptionId: string | null;
  customerId: string | null;
  email: string | null;
  amountCents: number | null;
}

export function readCheckoutSession(data: Obj): CheckoutSessionInfo {
  return {
    id: String(data.id),
    reference: parseReference(asString(data.client_reference_id) ?? referenceIn(data.metadata)),
    paymentIntentId: idOf(data.payment_intent),
    subscriptionId: idOf(data.subscription),
    customerId: idOf(data.customer),
    email: asString(data.customer_email) ?? asString(asObj(data.customer_details)?.email),
    amountCents: typeof data.amount_total === "number" ? data.amount_total : null,
  };
}

export interface SubscriptionInfo {
  id: string;
  reference: Reference | null;
  status: string;
  active: boolean;
  cancelAtPeriodEnd: boolean;
  customerId: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  endedAt: Date | null;
}

export function readSubscription(data: Obj): SubscriptionInfo {
  const item = asObj((asObj(data.items)?.data as unknown[] | undefined)?.[0]);
  const status = asString(data.status) ?? "";
  return {
    id: String(data.id),
    reference: parseReference(referenceIn(data.metadata)),
    status,
    active: status === "active" || status === "trialing",
    cancelAtPeriodEnd: data.cancel_at_period_end === true,
    customerId: idOf(data.customer),
    // Since API version 2025-03-31 the period is on the items; older versions have it on the subscription.
    periodStart: fromSeconds(item?.current_period_start ?? data.current_period_start),
    periodEnd: fromSeconds(item?.current_period_end ?? data.current_period_end),
    endedAt: fromSeconds(data.ended_at),
  };
}

export interface InvoiceInfo {
  id: string;
  reference: Reference | null;
  subscriptionId: string | null;
  customerId: string | null;
  email: string | null;
  billingReason: string | null;
  amountCents: number | null;
  periodEnd: Date | null;
}

export function readInvoice(data: Obj): InvoiceInfo {
  const details = asObj(asObj(data.parent)?.subscription_details) ?? asObj(data.subscription_details);
  const line = asObj((asObj(data.lines)?.data as unknown[] | undefined)?.[0]);
  return {
    id: String(data.id),
    reference: parseReference(referenceIn(details?.metadata)),
    subscriptionId: idOf(details?.subscription) ?? idOf(data.subscription),
    customerId: idOf(data.customer),
    email: asString(data.customer_email),
    billingReason: asString(data.billing_reason),
    amountCents: typeof data.amount_paid === "number" ? data.amount_paid : null,
    periodEnd: fromSeconds(asObj(line?.period)?.end ?? data.period_end),
  };
}
