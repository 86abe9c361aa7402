import { pageInfoOf, pageWindow } from "@portal/shared/pagination";
import { windowStart } from "@portal/shared/purchase-rules";
import type { CLIENT_SUMMARY_SORT, ClientSummariesResponse, clientFeaturesQuery } from "@portal/shared/store-contracts";
import { and, count, countDistinct, eq, gte, ilike, isNotNull, max, type SQL, sql, sum } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { containsPattern } from "../../db/client-queries.ts";
import { preparedPerShape } from "../../db/prepared.ts";
import { profiles, purchasedFeatures } from "../../db/schema/index.ts";
import { listOrder, type SortColumns } from "../../lib/list-order.ts";
import { isVisiblePurchase } from "./purchase-mapping.ts";

type Filters = z.output<typeof clientFeaturesQuery>;

/** What each sort key of the buyers orders by (aggregates of the page query). */
const summarySortColumns = (lastPurchase: SQL): SortColumns<(typeof CLIENT_SUMMARY_SORT.keys)[number]> => ({
  email: [profiles.email],
  name: [profiles.fullName],
  features: [count(purchasedFeatures.id)],
  spent: [sum(purchasedFeatures.priceCents)],
  lastPurchase: [lastPurchase],
});

/** The filters' values as the statements take them (a pattern, a type, an instant); absent when off. */
type BuyerFilterValues = { emailPattern?: string; billingType?: string; since?: Date };

function buyerFilterValues(filters: Omit<Filters, "page" | "pageSize" | "sort" | "dir">, now: Date): BuyerFilterValues {
  return {
    emailPattern: filters.email ? containsPattern(filters.email) : undefined,
    billingType: filters.billingType,
    since: filters.days ? windowStart(filters.days, now) : undefined,
  };
}

/** The conditions for the filters that are on, each compared with `valueFor` its name (a value or a placeholder). */
function buyerConditions(on: Record<keyof BuyerFilterValues, boolean>, valueFor: (name: keyof BuyerFilterValues) => unknown) {
  const conditions = [isVisiblePurchase, isNotNull(purchasedFeatures.clientId)];
  if (on.emailPattern) conditions.push(ilike(profiles.email, valueFor("emailPattern") as string));
  if (on.billingType) conditions.push(eq(purchasedFeatures.billingType, valueFor("billingType") as string));
  if (on.since) conditions.push(gte(purchasedFeatures.purchasedAt, valueFor("since") as Date));
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
const summaryPage = preparedPerShape(summaryShapeKey, (db, s) => {
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
});

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
