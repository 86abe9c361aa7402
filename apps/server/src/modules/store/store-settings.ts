import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { appSettings } from "../../db/schema/index.ts";

const STORE_OPEN_KEY = "store_open";

/** Whether clients may use the store; closed (the Coming Soon overlay) until an admin opens it. */
export async function isStoreOpen(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, STORE_OPEN_KEY))
    .limit(1);
  return row?.value === true;
}

export async function setStoreOpen(db: Database, open: boolean): Promise<boolean> {
  await db
    .insert(appSettings)
    .values({ key: STORE_OPEN_KEY, value: open })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: open, updatedAt: new Date() } });
  return open;
}
