import type { BackfillResult, SubscriptionSyncResult } from "@portal/shared/billing-contracts";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { purchasedFeatures, subscribers } from "../../db/schema/index.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "log">;

/**
 * A tool run is many small provider look-ups, each saved on its own: the trail records the run
 * once it is over, with what it changed.
 */
function recordRun(deps: Deps, actor: AuditActor, tool: string, outcome: { processed: number; updated: number; failed: number }) {
  return recordAudit(deps.db, { kind: "billing_tool_run", actor, targetLabel: tool, after: { tool, ...outcome } });
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Fills the payment id of paid purchases that lack one, from their checkout session at the provider. */
export async function backfillPaymentIds(deps: Deps, actor: AuditActor): Promise<BackfillResult> {
  const rows = await deps.db
    .select({ id: purchasedFeatures.id, sessionId: purchasedFeatures.providerSessionId })
    .from(purchasedFeatures)
    .where(
      and(
        eq(purchasedFeatures.paymentStatus, "paid"),
        isNull(purchasedFeatures.paymentId),
        isNotNull(purchasedFeatures.providerSessionId),
      ),
    );
  const results: BackfillResult["results"] = [];
  for (const row of rows) {
    try {
      const paymentId = row.sessionId ? await deps.providers.payments.findPaymentId(row.sessionId) : null;
      if (paymentId) {
        await deps.db.update(purchasedFeatures).set({ paymentId }).where(eq(purchasedFeatures.id, row.id));
      }
      results.push({
        purchase_id: row.id,
        status: paymentId ? "updated" : "not_found",
        payment_id: paymentId,
      });
    } catch (error) {
      deps.log.warn({ err: error, purchaseId: row.id }, "payment id backfill failed");
      results.push({ purchase_id: row.id, status: "error", payment_id: null });
    }
  }
  const updated = results.filter((r) => r.status === "updated").length;
  const failed = results.filter((r) => r.status === "error").length;
  await recordRun(deps, actor, "backfill_payment_ids", { processed: rows.length, updated, failed });
  return {
    updated,
    total_processed: rows.length,
    failed,
    message: `Updated ${updated} out of ${rows.length} purchases with payment IDs.${failed > 0 ? ` ${failed} failed.` : ""}`,
    results,
  };
}

/** Re-reads each subscriber's active subscription id from the provider and records changes. */
export async function syncSubscriptionIds(deps: Deps, actor: AuditActor): Promise<SubscriptionSyncResult> {
  const rows = await deps.db.select().from(subscribers).where(eq(subscribers.subscribed, true));
  const updates: SubscriptionSyncResult["updates"] = [];
  for (const row of rows) {
    const oldSubscriptionId = row.providerSubscriptionId;
    try {
      const found = await deps.providers.payments.findActiveSubscriptionId({
        email: row.email,
        customerId: row.providerCustomerId,
      });
      if (!found) {
        updates.push({
          email: row.email,
          updated: false,
          oldSubscriptionId,
          newSubscriptionId: null,
          note: "No active subscription found at the payment provider",
        });
      } else if (found === oldSubscriptionId) {
        updates.push({
          email: row.email,
          updated: false,
          oldSubscriptionId,
          newSubscriptionId: found,
          note: "Already in sync",
        });
      } else {
        await deps.db.update(subscribers).set({ providerSubscriptionId: found }).where(eq(subscribers.id, row.id));
        updates.push({ email: row.email, updated: true, oldSubscriptionId, newSubscriptionId: found });
      }
    } catch (error) {
      deps.log.warn({ err: error, email: row.email }, "subscription id sync failed");
      updates.push({
        email: row.email,
        updated: false,
        oldSubscriptionId,
        newSubscriptionId: null,
        error: reason(error),
      });
    }
  }
  const failed = updates.filter((u) => u.error !== undefined).length;
  const synced = updates.length - failed;
  const changed = updates.filter((u) => u.updated).length;
  await recordRun(deps, actor, "sync_subscription_ids", { processed: updates.length, updated: changed, failed });
  return {
    success: failed === 0,
    total: updates.length,
    synced,
    failed,
    message: `Synced ${synced} users, ${failed} failed.`,
    ...(failed > 0 && synced === 0 ? { error: `All ${failed} users failed to sync.` } : {}),
    updates,
  };
}
