import type { clientFeaturesQuery } from "@portal/shared/store-contracts";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { profiles, purchasedFeatures } from "../../db/schema/index.ts";
import { csvAmount, csvDateTime } from "../../lib/csv.ts";
import { CSV_CHUNK_ROWS, csvStream } from "../../lib/csv-stream.ts";
import { afterRow, keysetColumns, keysetCursor, listOrder } from "../../lib/list-order.ts";
import { buyerPurchaseFilters } from "./buyer-summaries-service.ts";

const HEADER = [
  "Client name",
  "Client e-mail",
  "Feature",
  "Price",
  "Billing",
  "Payment",
  "Status",
  "Progress (%)",
  "Purchased at (UTC)",
  "Target completion (UTC)",
];

const NEWEST_FIRST = { purchased: [purchasedFeatures.purchasedAt] };
const ORDER = { sort: "purchased", dir: "desc" } as const;
const EXPRESSIONS = [purchasedFeatures.purchasedAt, purchasedFeatures.id];

/**
 * Every purchase of the buyers matching Client Features' filters (one row per purchase, newest
 * first) as a streamed CSV, read a chunk at a time after the last row (keyset).
 */
export function exportClientFeatures(db: Database, filters: z.output<typeof clientFeaturesQuery>, now = new Date()) {
  const where = and(...buyerPurchaseFilters(filters, now));
  return csvStream<(string | null)[]>(HEADER, async (cursor) => {
    const rows = await db
      .select({ purchase: purchasedFeatures, fullName: profiles.fullName, email: profiles.email, ...keysetColumns(EXPRESSIONS) })
      .from(purchasedFeatures)
      .innerJoin(profiles, eq(profiles.id, purchasedFeatures.clientId))
      .where(and(where, cursor ? afterRow(EXPRESSIONS, cursor, ORDER.dir) : undefined))
      .orderBy(...listOrder(NEWEST_FIRST, ORDER, purchasedFeatures.id))
      .limit(CSV_CHUNK_ROWS);
    const last = rows.at(-1);
    return {
      rows: rows.map(({ purchase, fullName, email }) => [
        fullName,
        email,
        purchase.featureName,
        csvAmount(purchase.priceCents),
        purchase.billingType,
        purchase.paymentStatus,
        purchase.status,
        purchase.progress,
        csvDateTime(purchase.purchasedAt),
        csvDateTime(purchase.targetCompletionDate),
      ]),
      next: rows.length === CSV_CHUNK_ROWS && last ? keysetCursor(last, EXPRESSIONS.length) : null,
    };
  });
}
