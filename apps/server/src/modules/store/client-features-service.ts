import type { FulfilmentStatus } from "@portal/shared/constants";
import { pageInfoOf, pageWindow } from "@portal/shared/pagination";
import { windowStart } from "@portal/shared/purchase-rules";
import type {
  CLIENT_SUMMARY_SORT,
  ClientFeaturesDetail,
  ClientPurchasesQuery,
  ClientSummariesResponse,
  clientFeaturesQuery,
  PURCHASE_SORT,
} from "@portal/shared/store-contracts";
import { and, count, countDistinct, eq, gte, ilike, isNotNull, max, type SQL, sql, sum } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { containsPattern } from "../../db/client-queries.ts";
import { preparedPerShape } from "../../db/prepared.ts";
import { profiles, purchasedFeatures } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { listOrder, type SortColumns } from "../../lib/list-order.ts";
import { checkPrecondition, etagOf, nextVersion, type Precondition, withVersion } from "../../lib/preconditions.ts";
import { type AuditActor, changedFields, recordAudit } from "../audit/index.ts";
import { notify } from "../notifications/index.ts";
import { isVisiblePurchase, type PurchaseRow, toPurchase } from "./purchase-mapping.ts";
import { listUnfinishedCheckouts } from "./purchases-service.ts";

type Filters = z.output<typeof clientFeaturesQuery>;

/** What each sort key of the buyers orders by (aggregates of the page query). */
const summarySortColumns = (lastPurchase: SQL): SortColumns<(typeof CLIENT_SUMMARY_SORT.keys)[number]> => ({
  email: [profiles.email],
  name: [profiles.fullName],
  features: [count(purchasedFeatures.id)],
  spent: [sum(purchasedFeatures.priceCents)],
  lastPurchase: [lastPurchase],
});

/** What each sort key of one client's purchases orders by. */
const PURCHASE_SORT_COLUMNS: SortColumns<(typeof PURCHASE_SORT.keys)[number]> = {
  name: [purchasedFeatures.featureName],
  price: [purchasedFeatures.priceCents],
  status: [purchasedFeatures.status],
  progress: [purchasedFeatures.progress],
  purchased: [purchasedFeatures.purchasedAt],
};

/** The filters' values as the statements take them (a pattern, a type, an instant); absent when off. */
type BuyerFilterValues = { emailPattern?: string; billingType?: string; since?: Date };

function buyerFilterValues(filters: Omit<Filters, "page" | "pageSize" | "sort" | "dir">, now: Date): BuyerFilterValues {
  return {
    emailPattern: filters.email ? containsPattern(filters.email) : undefined,
    billingType: filters.billingType,
    since: filters.days ? windowStart(filters.days, now) : undefined,
  };
}

/** The conditions for the filters that are on, each compared with `valueOf` its name (a value or a placeholder). */
function buyerConditions(on: Record<keyof BuyerFilterValues, boolean>, valueOf: (name: keyof BuyerFilterValues) => unknown) {
  const conditions = [isVisiblePurchase, isNotNull(purchasedFeatures.clientId)];
  if (on.emailPattern) conditions.push(ilike(profiles.email, valueOf("emailPattern") as string));
  if (on.billingType) conditions.push(eq(purchasedFeatures.billingType, valueOf("billingType") as string));
  if (on.since) conditions.push(gte(purchasedFeatures.purchasedAt, valueOf("since") as Date));
  return conditions;
}

const isOn = (values: BuyerFilterValues) => ({
  emailPattern: values.emailPattern !== undefined,
  billingType: values.billingType !== undefined,
  since: values.since !== undefined,
});

/** The purchases (joined to their client) the buyers list counts: visible, with a client, matching its filters. */
export function buyerPurchaseFilters(filters: Omit<Filters, "page" | "pageSize" | "sort" | "dir">, now = new Date()) {
  const values = buyerFilterValues(filters, now);
  return buyerConditions(isOn(values), (name) => values[name]);
}

/** Clients with any visible purchase, whatever the filters ("n of m"). */
const visibleBuyerCount = (db: Database) =>
  db
    .select({ total: countDistinct(purchasedFeatures.clientId) })
    .from(purchasedFeatures)
    .innerJoin(profiles, eq(profiles.id, purchasedFeatures.clientId))
    .where(isVisiblePurchase);

type SummaryShape = Pick<Filters, "sort" | "dir"> & Record<keyof BuyerFilterValues, boolean>;

const summaryShapeKey = (s: SummaryShape) =>
  `${s.sort}_${s.dir}${s.emailPattern ? "_email" : ""}${s.billingType ? "_billing" : ""}${s.since ? "_since" : ""}`;

/**
 * The buyers page, built once per sort and set of filters and kept as a named statement (decision
 * 135): one statement, with as window columns over every matching client (counted before the page
 * is cut) the summary cards' totals, and every buyer as a subquery (decision 121).
 */
const summaryPage = preparedPerShape(
  summaryShapeKey,
  (db, s) => {
    const lastPurchase = max(purchasedFeatures.purchasedAt);
    return db
      .select({
        clientId: profiles.id,
        email: profiles.email,
        fullName: profiles.fullName,
        featureCount: count(purchasedFeatures.id),
        totalSpent: sum(purchasedFeatures.priceCents),
        lastPurchaseAt: lastPurchase,
        matchingClients: sql<string>`count(*) over ()`,
        matchingFeatures: sql<string>`sum(count(${purchasedFeatures.id})) over ()`,
        matchingRevenue: sql<string | null>`sum(sum(${purchasedFeatures.priceCents})) over ()`,
        total: sql<string>`(${visibleBuyerCount(db)})`,
      })
      .from(purchasedFeatures)
      .innerJoin(profiles, eq(profiles.id, purchasedFeatures.clientId))
      .where(and(...buyerConditions(s, (name) => sql.placeholder(name))))
      .groupBy(profiles.id, profiles.email, profiles.fullName)
      .orderBy(...listOrder(summarySortColumns(lastPurchase), s, profiles.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(`client_summaries_${summaryShapeKey(s)}`);
  },
);

/**
 * One page of the clients with purchases matching the filters, most recent buyer first, with
 * the features and revenue of all matching clients for the summary cards.
 */
export async function listClientSummaries(db: Database, filters: Filters, now = new Date()): Promise<ClientSummariesResponse> {
  const values = buyerFilterValues(filters, now);
  const rows = await summaryPage(db, { sort: filters.sort, dir: filters.dir, ...isOn(values) }).execute({
    ...values,
    ...pageWindow(filters),
  });

  // An empty page (no match, or past the last) has no row to carry the totals: they are asked on their own.
  const first = rows[0];
  const [matching] = first
    ? [{ clients: first.matchingClients, features: first.matchingFeatures, revenue: first.matchingRevenue }]
    : await db
        .select({
          clients: countDistinct(purchasedFeatures.clientId),
          features: count(purchasedFeatures.id),
          revenue: sum(purchasedFeatures.priceCents),
        })
        .from(purchasedFeatures)
        .innerJoin(profiles, eq(profiles.id, purchasedFeatures.clientId))
        .where(and(...buyerConditions(isOn(values), (name) => values[name])));
  const total = first ? first.total : (await visibleBuyerCount(db))[0]?.total;

  return {
    clients: rows.map((r) => ({
      clientId: r.clientId,
      email: r.email,
      fullName: r.fullName || null,
      featureCount: Number(r.featureCount),
      totalSpentCents: Number(r.totalSpent ?? 0),
      lastPurchaseAt: new Date(r.lastPurchaseAt ?? 0).toISOString(),
    })),
    ...pageInfoOf(filters, Number(matching?.clients ?? 0), Number(total)),
    totalClients: Number(total),
    featureCount: Number(matching?.features ?? 0),
    revenueCents: Number(matching?.revenue ?? 0),
  };
}

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
