import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { profiles } from "../../db/schema/index.ts";

/**
 * Handles on which an admin was seen. An admin cannot be removed while they are the last one
 * (no deleting or demoting oneself), so once true it stays true and is not asked again.
 */
const seen = new WeakSet<object>();

/** Whether the portal has an admin (then the first-run set-up is over). */
export async function adminExists(db: Database | Transaction): Promise<boolean> {
  if (seen.has(db)) return true;
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, "admin")).limit(1);
  if (row) seen.add(db);
  return row !== undefined;
}
