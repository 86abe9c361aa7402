import type { BillingType } from "@portal/shared/constants";
import type { UnfinishedCheckout } from "@portal/shared/store-contracts";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { preparedPerShape } from "../../db/prepared.ts";
import { purchasedFeatures } from "../../db/schema/index.ts";
import { isVisiblePurchase, toPurchase } from "./purchase-mapping.ts";

/** A client's own purchases, newest first: a named statement, as every store visit asks for it. */
const ownPurchasesQuery = preparedPerShape(
  () => "client",
  (db) =>
    db
      .select()
      .from(purchasedFeatures)
      .where(and(eq(purchasedFeatures.clientId, sql.placeholder("clientId")), isVisiblePurchase))
      .orderBy(desc(purchasedFeatures.purchasedAt), desc(purchasedFeatures.id))
      .prepare("client_purchases"),
);

export async function listClientPurchases(db: Database, clientId: string) {
  const rows = await ownPurchasesQuery(db, undefined).execute({ clientId });
  return rows.map(toPurchase);
}

/** A client's checkouts that never became purchases (admins only), newest first. */
export async function listUnfinishedCheckouts(db: Database, clientId: string): Promise<UnfinishedCheckout[]> {
  const rows = await db
    .select()
    .from(purchasedFeatures)
    .where(
      and(
        eq(purchasedFeatures.clientId, clientId),
        eq(purchasedFeatures.isLegacy, false),
        inArray(purchasedFeatures.paymentStatus, ["pending", "expired"]),
      ),
    )
    .orderBy(desc(purchasedFeatures.purchasedAt), desc(purchasedFeatures.id));
  return rows.map((row) => ({
    id: row.id,
    featureName: row.featureName,
    priceCents: row.priceCents,
    billingType: row.billingType as BillingType,
    paymentStatus: row.paymentStatus === "pending" ? "pending" : "expired",
    startedAt: row.purchasedAt.toISOString(),
  }));
}
