import type { BillingType, FulfilmentStatus, PaymentStatus } from "@portal/shared/constants";
import type { Purchase } from "@portal/shared/store-contracts";
import { eq, inArray, or } from "drizzle-orm";
import { purchasedFeatures } from "../../db/schema/index.ts";

export type PurchaseRow = typeof purchasedFeatures.$inferSelect;

/**
 * Rows that are purchases rather than checkouts still open or failed: paid (or later cancelled
 * or refunded), and every legacy row.
 */
export const isVisiblePurchase = or(
  inArray(purchasedFeatures.paymentStatus, ["paid", "cancelled", "refunded"]),
  eq(purchasedFeatures.isLegacy, true),
);

export function toPurchase(row: PurchaseRow): Purchase {
  return {
    id: row.id,
    featureId: row.featureId,
    featureName: row.featureName,
    priceCents: row.priceCents,
    billingType: row.billingType as BillingType,
    paymentStatus: row.paymentStatus as PaymentStatus,
    status: row.status as FulfilmentStatus,
    progress: row.progress,
    targetCompletionDate: row.targetCompletionDate?.toISOString() ?? null,
    purchasedAt: row.purchasedAt.toISOString(),
    accessUntil: row.accessUntil?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    isLegacy: row.isLegacy,
  };
}
