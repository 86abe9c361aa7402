/** The fields of a purchase that say whether its client already has the feature. */
export interface OwnershipFacts {
  featureId: string | null;
  billingType: string;
  paymentStatus: string;
  cancelAtPeriodEnd: boolean;
}

/** purchased: a paid one-time feature; subscribed: a monthly feature whose subscription runs on. */
export type Ownership = "purchased" | "subscribed";

/**
 * What one purchase gives its client. A monthly subscription cancelled at the end of its cycle
 * no longer counts, so the client may subscribe again.
 */
export function ownershipOf(purchase: OwnershipFacts): Ownership | null {
  if (purchase.paymentStatus !== "paid") return null;
  if (purchase.billingType === "monthly") return purchase.cancelAtPeriodEnd ? null : "subscribed";
  return "purchased";
}

/** Whether the client already has `featureId` among these purchases; a second checkout is refused. */
export function featureOwnership(featureId: string, purchases: readonly OwnershipFacts[]): Ownership | null {
  for (const purchase of purchases) {
    if (purchase.featureId !== featureId) continue;
    const ownership = ownershipOf(purchase);
    if (ownership) return ownership;
  }
  return null;
}
