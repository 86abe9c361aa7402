import type { PurchaseBulkStatusRequest } from "@portal/shared/bulk-contracts";
import { and, inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { purchasedFeatures } from "../../db/schema/index.ts";
import { refusalsOf, refuseIfAny } from "../../lib/bulk-refusal.ts";
import { type AuditActor, changedFields, recordAudit } from "../audit/index.ts";
import { isVisiblePurchase } from "./purchase-mapping.ts";

type Deps = Pick<AppDeps, "db" | "providers">;

/**
 * Sets the fulfilment status of the chosen purchases in one transaction with the rows locked
 * (completing also sets progress to 100, as for one). Only purchases count: an unfinished checkout
 * or a row gone meanwhile refuses the whole change. Each purchase changed gets its audit entry.
 */
export async function bulkSetPurchaseStatus(
  deps: Deps,
  actor: AuditActor,
  input: PurchaseBulkStatusRequest,
): Promise<{ changed: number }> {
  const rows = await deps.db.transaction(async (tx) => {
    const chosen = and(inArray(purchasedFeatures.id, input.ids), isVisiblePurchase);
    const locked = await tx
      .select({
        id: purchasedFeatures.id,
        clientId: purchasedFeatures.clientId,
        featureName: purchasedFeatures.featureName,
        status: purchasedFeatures.status,
        progress: purchasedFeatures.progress,
      })
      .from(purchasedFeatures)
      .where(chosen)
      .for("update");
    refuseIfAny(refusalsOf(input.ids, locked));
    await tx
      .update(purchasedFeatures)
      .set(input.status === "completed" ? { status: input.status, progress: 100 } : { status: input.status })
      .where(chosen);
    for (const row of locked) {
      const after = { status: input.status, progress: input.status === "completed" ? 100 : row.progress };
      const changed = changedFields({ status: row.status, progress: row.progress }, after);
      if (Object.keys(changed.after).length === 0) continue;
      await recordAudit(tx, {
        kind: "purchase_status_changed",
        actor,
        targetId: row.id,
        targetLabel: row.featureName,
        person: row.clientId,
        ...changed,
      });
    }
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
