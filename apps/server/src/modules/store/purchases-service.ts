import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { purchasedFeatures } from "../../db/schema/index.ts";
import { isVisiblePurchase, toPurchase } from "./purchase-mapping.ts";

/** A client's own purchases, newest first. */
export async function listClientPurchases(db: Database, clientId: string) {
  const rows = await db
    .select()
    .from(purchasedFeatures)
    .where(and(eq(purchasedFeatures.clientId, clientId), isVisiblePurchase))
    .orderBy(desc(purchasedFeatures.purchasedAt), desc(purchasedFeatures.id));
  return rows.map(toPurchase);
}
