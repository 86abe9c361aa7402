import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { appSettings } from "../../db/schema/index.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";

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

/** Tells every open store page (clients' and admins') to refetch: the store opened or closed, or the catalogue changed. */
export async function publishStoreChanged(deps: Pick<AppDeps, "providers">): Promise<void> {
  await deps.providers.events.publish({ type: "store.changed", audience: "everyone" });
}

/** The admin's store switch: saves it and tells every open store page. */
export async function changeStoreOpen(
  deps: Pick<AppDeps, "db" | "providers">,
  actor: AuditActor,
  open: boolean,
): Promise<boolean> {
  await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, STORE_OPEN_KEY))
      .for("update");
    const wasOpen = current?.value === true;
    await setStoreOpen(tx, open);
    if (wasOpen !== open) {
      await recordAudit(tx, {
        kind: "store_availability_changed",
        actor,
        before: { storeOpen: wasOpen },
        after: { storeOpen: open },
      });
    }
  });
  await publishStoreChanged(deps);
  return open;
}

/** Saves the setting alone (seed data and tests). */
export async function setStoreOpen(db: Database | Transaction, open: boolean): Promise<boolean> {
  await db
    .insert(appSettings)
    .values({ key: STORE_OPEN_KEY, value: open })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: open, updatedAt: new Date() } });
  return open;
}
