import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { appSettings } from "../../db/schema/index.ts";
import {
  checkPrecondition,
  MISSING_ROW_TIME,
  MISSING_VERSION,
  nextVersion,
  type Precondition,
  versionOf,
} from "../../lib/preconditions.ts";
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

const storeRow = eq(appSettings.key, STORE_OPEN_KEY);

/** Whether the store is open, with the switch's version (its `ETag`; `"0"` before it was ever set). */
export async function getStoreSwitch(db: Database): Promise<{ storeOpen: boolean; version: string }> {
  const [row] = await db
    .select({ value: appSettings.value, version: versionOf(appSettings.updatedAt) })
    .from(appSettings)
    .where(storeRow)
    .limit(1);
  return { storeOpen: row?.value === true, version: row?.version ?? MISSING_VERSION };
}

/**
 * The admin's store switch: saves it (checked against `If-Match` under the row's lock, decision
 * 084) and tells every open store page. Answers the switch's version after the change.
 */
export async function changeStoreOpen(
  deps: Pick<AppDeps, "db" | "providers">,
  actor: AuditActor,
  open: boolean,
  precondition?: Precondition,
): Promise<{ storeOpen: boolean; version: string }> {
  const version = await deps.db.transaction(async (tx) => {
    // Closed and never set is a row at the missing version: there is then always a row to lock.
    await tx.insert(appSettings).values({ key: STORE_OPEN_KEY, value: false, updatedAt: MISSING_ROW_TIME }).onConflictDoNothing();
    const [current] = await tx
      .select({ value: appSettings.value, version: versionOf(appSettings.updatedAt), updatedAt: appSettings.updatedAt })
      .from(appSettings)
      .where(storeRow)
      .for("update");
    await checkPrecondition(tx, precondition, current);
    const wasOpen = current.value === true;
    if (wasOpen === open) return current.version;
    const [saved] = await tx
      .update(appSettings)
      .set({ value: open, updatedAt: nextVersion(appSettings.updatedAt) })
      .where(storeRow)
      .returning({ version: versionOf(appSettings.updatedAt) });
    await recordAudit(tx, {
      kind: "store_availability_changed",
      actor,
      before: { storeOpen: wasOpen },
      after: { storeOpen: open },
    });
    return saved.version;
  });
  await publishStoreChanged(deps);
  return { storeOpen: open, version };
}

/** Saves the setting alone (seed data and tests). */
export async function setStoreOpen(db: Database | Transaction, open: boolean): Promise<boolean> {
  await db
    .insert(appSettings)
    .values({ key: STORE_OPEN_KEY, value: open })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: open, updatedAt: new Date() } });
  return open;
}
