import type { BillingType } from "@portal/shared/constants";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { features } from "../../db/schema/index.ts";
import type { FeatureRow } from "./feature-mapping.ts";

/**
 * Creates (or recreates) the feature's product and price at the payment provider and records
 * their ids. Returns the updated row, or null when the provider failed (logged).
 */
export async function syncFeaturePrice(
  deps: Pick<AppDeps, "db" | "providers" | "log">,
  row: FeatureRow,
): Promise<FeatureRow | null> {
  try {
    const { productId, priceId } = await deps.providers.payments.syncPrice({
      featureId: row.id,
      name: row.title,
      description: row.description,
      amountCents: row.priceCents,
      billingType: row.billingType as BillingType,
      existingProductId: row.providerProductId,
    });
    const [updated] = await deps.db
      .update(features)
      // The provider's ids are not an admin's edit: the feature keeps its version (decision 084).
      .set({ providerProductId: productId, providerPriceId: priceId, updatedAt: sql`${features.updatedAt}` })
      .where(eq(features.id, row.id))
      .returning();
    return updated;
  } catch (error) {
    deps.log.warn({ err: error, featureId: row.id }, "feature price sync failed");
    return null;
  }
}
