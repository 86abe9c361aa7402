import type { PurchaseBulkStatusRequest } from "@portal/shared/bulk-contracts";
import { and, inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { purchasedFeatures } from "../../db/schema/index.ts";
import { refusalsOf, refuseIfAny } from "../../lib/bulk-refusal.ts";
import { isVisiblePurchase } from "./purchase-mapping.ts";

type Deps = Pick<AppDeps, "db" | "providers">;

/**
 * Sets the fulfilment status of the chosen purchases in one transaction with the rows locked
 * (completing also sets progress to 100, as for one). Only purchases count: an unfinished checkout
 * or a row gone meanwhile refuses the whole change.
 */
export async function bulkSetPurchaseStatus(deps: Deps, input: PurchaseBulkStatusRequest): Promise<{ changed: number }> {
  const rows = await deps.db.transaction(async (tx) => {
    const chosen = and(inArray(purchasedFeatures.id, input.ids), isVisiblePurchase);
    const locked = await tx
      .select({ id: purchasedFeatures.id, clientId: purchasedFeatures.clientId })
      .from(purchasedFeatures)
      .where(chosen)
      .for("update");
    refuseIfAny(refusalsOf(input.ids, locked));
    await tx
      .update(purchasedFeatures)
      .set(input.status === "completed" ? { status: input.status, progress: 100 } : { status: input.status })
      .where(chosen);
    return locked;
  });
  // Each purchase's screens hear of it, as when it changes alone.
  for (const row of rows) {
    const data = { purchaseId: row.id };
    await deps.providers.events.publish({ type: "purchase.updated", audience: "admins", data });
    if (row.clientId) await deps.providers.events.publish({ type: "purchase.updated", audience: row.clientId, data });
  }
  return { changed: rows.length };
}
