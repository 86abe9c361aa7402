import type { createAutomaticInvoice } from "../invoices/index.ts";

/** The states, changes and effects `decideBilling` works with (`billing-decision.ts`). */
/** The premium fields billing reads and writes (a `subscribers` row). */
export interface PremiumState {
  email: string;
  subscribed: boolean;
  subscriptionTier: string | null;
  subscriptionStart: Date | null;
  subscriptionEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  /** Time of the provider event last applied. */
  providerEventAt: Date | null;
}

/** The purchase fields billing reads and writes (a `purchased_features` row). */
export interface PurchaseState {
  id: string;
  clientId: string | null;
  clientEmail: string;
  featureName: string;
  priceCents: number;
  billingType: string;
  paymentStatus: string;
  cancelAtPeriodEnd: boolean;
  accessUntil: Date | null;
  providerEventAt: Date | null;
}

/** What the event is about, as stored now: a client's premium, a feature purchase, or nothing of ours. */
export type BillingState =
  | { kind: "unknown" }
  | { kind: "premium"; userId: string; subscriber: PremiumState }
  | { kind: "purchase"; purchase: PurchaseState };

/** What was bought or is billed: a feature purchase (with its id) or premium (without). */
export interface Subject {
  clientId: string | null;
  name: string;
  purchaseId?: string;
  /** Fallback label of a purchase whose client account is gone. */
  email?: string;
}

/** A notification to send, written with the change. */
export type NoticeToSend =
  /** Admins hear of a new purchase or premium subscription; `key` is the payment's id. */
  | { notice: "new_purchase"; subject: Subject; key: string }
  /** Admins hear of a failed payment; for a `renewal` the client too. `key` is the failed invoice's or session's id. */
  | { notice: "payment_failed"; subject: Subject; key: string; renewal: boolean }
  /** The client hears when a subscription cancelled at period end will end. */
  | { notice: "subscription_ending"; subject: Subject; end: Date | null };

type InvoiceToIssue = Parameters<typeof createAutomaticInvoice>[1];
type PremiumPatch = Partial<Omit<PremiumState, "email" | "providerEventAt">>;
type PurchasePatch = Partial<Pick<PurchaseState, "paymentStatus" | "cancelAtPeriodEnd" | "accessUntil">> & {
  paymentId?: string | null;
  providerSessionId?: string;
  providerSubscriptionId?: string | null;
  status?: "pending";
  progress?: number;
  purchasedAt?: Date;
  targetCompletionDate?: Date;
};

/** What happened, in a word: for the log and the table test. */
export type BillingChange =
  | "nothing"
  /** Older than the last event applied: the state stays (effects that are due whatever the state still are). */
  | "stale"
  | "premium_started"
  | "premium_renewed"
  | "premium_updated"
  | "premium_ended"
  | "premium_payment_failed"
  | "premium_checkout_ended"
  | "purchase_activated"
  | "purchase_paid_again"
  | "purchase_checkout_ended"
  | "purchase_updated"
  | "purchase_ended"
  | "purchase_renewed"
  | "purchase_payment_failed";

export interface BillingDecision {
  change: BillingChange;
  /** The premium row's new fields. */
  premium?: PremiumPatch;
  /** The purchase's new fields. */
  purchase?: PurchasePatch;
  /** Recorded as the time of the last event applied; absent for a one-way step (payment, expiry) that applies whatever came before. */
  stamp?: Date;
  /** The premium checkout that has ended (paid or not), so a later checkout need not close it. */
  forgetCheckout?: string;
  notices: NoticeToSend[];
  /** The automatic invoice of a payment (idempotent per session or invoice id). */
  invoice?: InvoiceToIssue;
  /** Whose screens refresh. */
  audiences: string[];
}

/** The plan a new premium subscription is of, from the agency's settings. */
export interface PremiumPlan {
  name: string;
  monthlyPriceCents: number;
}
