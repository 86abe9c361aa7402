import type { BillingType } from "@portal/shared/constants";
import type { Feature } from "@portal/shared/store-contracts";
import type { features } from "../../db/schema/index.ts";
import { fileUrl } from "../files/file-service.ts";

export type FeatureRow = typeof features.$inferSelect;

export function toFeature(row: FeatureRow): Feature {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priceCents: row.priceCents,
    billingType: row.billingType as BillingType,
    estimatedDeliveryDays: row.estimatedDeliveryDays,
    imageFileId: row.imageFileId,
    imageUrl: row.imageFileId ? fileUrl(row.imageFileId) : null,
    providerPriceId: row.providerPriceId,
    createdAt: row.createdAt.toISOString(),
  };
}
