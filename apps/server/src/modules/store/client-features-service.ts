import type { FulfilmentStatus } from "@portal/shared/constants";
import { pageInfoOf, pageWindow } from "@portal/shared/pagination";
import { windowStart } from "@portal/shared/purchase-rules";
import type { ClientFeaturesDetail, ClientPurchasesQuery, PURCHASE_SORT } from "@portal/shared/store-contracts";
import { and, count, eq, gte, ilike, sql, sum } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { containsPattern } from "../../db/client-queries.ts";
import { profiles, purchasedFeatures } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { listOrder, type SortColumns } from "../../lib/list-order.ts";
import { checkPrecondition, etagOf, nextVersion, type Precondition, withVersion } from "../../lib/preconditions.ts";
import { type AuditActor, changedFields, recordAudit } from "../audit/index.ts";
import { notify } from "../notifications/index.ts";
import { isVisiblePurchase, type PurchaseRow, toPurchase } from "./purchase-mapping.ts";
import { listUnfinishedCheckouts } from "./purchases-service.ts";

/** What each sort key of one client's purchases orders by. */
const PURCHASE_SORT_COLUMNS: SortColumns<(typeof PURCHASE_SORT.keys)[number]> = {
  name: [purchasedFeatures.featureName],
  price: [purchasedFeatures.priceCents],
  status: [purchasedFeatures.status],
  progress: [purchasedFeatures.progress],
  purchased: [purchasedFeatures.purchasedAt],
};

/**
 * One client's purchases for the admin: a page matching the filters (each with its ETag), the
 * client's totals, and their unfinished checkouts.
 */
export async function getClientFeatures(
  db: Database,
  clientId: string,
  query: ClientPurchasesQuery,
  now = new Date(),
): Promise<ClientFeaturesDetail> {
  const [client] = await db
    .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(and(eq(profiles.id, clientId), eq(profiles.role, "client")))
    .limit(1);
  if (!client) throw new AppError("client_not_found", "Client not found.");
  const own = and(eq(purchasedFeatures.clientId, clientId), isVisiblePurchase);
  const where = and(
    own,
    query.name ? ilike(purchasedFeatures.featureName, containsPattern(query.name)) : undefined,
    query.status ? eq(purchasedFeatures.status, query.status) : undefined,
    query.billingType ? eq(purchasedFeatures.billingType, query.billingType) : undefined,
    query.days ? gte(purchasedFeatures.purchasedAt, windowStart(query.days, now)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [matching], [all], unfinishedCheckouts] = await Promise.all([
    db
      .select(withVersion(purchasedFeatures))
      .from(purchasedFeatures)
      .where(where)
      .orderBy(...listOrder(PURCHASE_SORT_COLUMNS, query, purchasedFeatures.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(purchasedFeatures).where(where),
    db
      .select({ n: count(), spent: sum(purchasedFeatures.priceCents) })
      .from(purchasedFeatures)
      .where(own),
    listUnfinishedCheckouts(db, clientId),
  ]);
  return {
    client: { ...client, fullName: client.fullName || null },
    // Each row's version as listed: a status or progress change made from the row sends it (decision 102).
    purchases: rows.map((row) => ({ ...toPurchase(row), etag: etagOf(row.version) })),
    ...pageInfoOf(query, matching?.n ?? 0, all?.n ?? 0),
    totalSpentCents: Number(all?.spent ?? 0),
    unfinishedCheckouts,
  };
}

type Deps = Pick<AppDeps, "db" | "providers" | "config">;

async function findPurchase(db: Database | Transaction, id: string) {
  const [row] = await db
    .select(withVersion(purchasedFeatures))
    .from(purchasedFeatures)
    .where(and(eq(purchasedFeatures.id, id), isVisiblePurchase))
    .limit(1)
    .for("update");
  if (!row) throw new AppError("purchase_not_found", "Feature not found. Please refresh the page and try again.");
  return row;
}

/** One purchase for an admin, with its version (the ETag of a status or progress change). */
export async function findVersionedPurchase(db: Database, id: string) {
  const [row] = await db
    .select(withVersion(purchasedFeatures))
    .from(purchasedFeatures)
    .where(and(eq(purchasedFeatures.id, id), isVisiblePurchase))
    .limit(1);
  if (!row) throw new AppError("purchase_not_found", "Feature not found. Please refresh the page and try again.");
  return { purchase: toPurchase(row), version: row.version };
}

/** Sets the fulfilment status; completing also sets progress to 100. */
export async function updatePurchaseStatus(
  deps: Deps,
  actor: AuditActor,
  id: string,
  status: FulfilmentStatus,
  precondition?: Precondition,
) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await findPurchase(tx, id);
    await checkPrecondition(tx, precondition, before);
    const [after] = await tx
      .update(purchasedFeatures)
      .set({
        ...(status === "completed" ? { status, progress: 100 } : { status }),
        updatedAt: nextVersion(purchasedFeatures.updatedAt),
      })
      .where(eq(purchasedFeatures.id, id))
      .returning(withVersion(purchasedFeatures));
    const changed = changedFields(auditedPurchase(before), auditedPurchase(after));
    if (Object.keys(changed.after).length > 0) {
      await recordAudit(tx, { kind: "purchase_status_changed", actor, ...purchaseTarget(after), ...changed });
    }
    await notifyProgress(tx, deps, before, after);
    return after;
  });
  await announce(deps, row);
  return { purchase: toPurchase(row), version: row.version };
}

/** Sets progress (0-100) while the work is not completed. */
export async function updatePurchaseProgress(
  deps: Deps,
  actor: AuditActor,
  id: string,
  progress: number,
  precondition?: Precondition,
) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await findPurchase(tx, id);
    await checkPrecondition(tx, precondition, before);
    if (before.status === "completed") {
      throw new AppError("purchase_completed", "Progress cannot change once the feature is completed.");
    }
    const [after] = await tx
      .update(purchasedFeatures)
      .set({ progress, updatedAt: nextVersion(purchasedFeatures.updatedAt) })
      .where(and(eq(purchasedFeatures.id, id), sql`${purchasedFeatures.status} <> 'completed'`))
      .returning(withVersion(purchasedFeatures));
    if (!after) throw new AppError("purchase_completed", "Progress cannot change once the feature is completed.");
    if (before.progress !== progress) {
      await recordAudit(tx, {
        kind: "purchase_progress_changed",
        actor,
        ...purchaseTarget(after),
        before: { progress: before.progress },
        after: { progress },
      });
    }
    await notifyProgress(tx, deps, before, after);
    return after;
  });
  await announce(deps, row);
  return { purchase: toPurchase(row), version: row.version };
}

function auditedPurchase(row: PurchaseRow) {
  return { status: row.status, progress: row.progress };
}

function purchaseTarget(row: PurchaseRow) {
  return { targetId: row.id, targetLabel: row.featureName, person: row.clientId };
}

/** The buyer hears of a change of status or progress (each change once; a digest batches a burst). */
async function notifyProgress(tx: Transaction, deps: Deps, before: PurchaseRow, after: PurchaseRow) {
  if (!after.clientId || (before.status === after.status && before.progress === after.progress)) return;
  await notify(tx, deps.config.notifications.timing, {
    key: `feature.progress:${after.id}:${crypto.randomUUID()}`,
    kind: "feature_progress",
    to: after.clientId,
    data: {
      purchaseId: after.id,
      feature: after.featureName,
      progress: String(after.progress),
      status: after.status as FulfilmentStatus,
    },
  });
}

async function announce(deps: Deps, row: PurchaseRow) {
  const data = { purchaseId: row.id };
  await deps.providers.events.publish({ type: "purchase.updated", audience: "admins", data });
  if (row.clientId) await deps.providers.events.publish({ type: "purchase.updated", audience: row.clientId, data });
}
