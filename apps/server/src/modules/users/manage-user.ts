import type { Role } from "@portal/shared/constants";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { files, invoices, profiles, purchasedFeatures } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { FileStorage } from "../../providers/storage/file-storage.ts";

export async function findUser(db: Database, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  if (!row) throw new AppError("user_not_found", "User not found");
  return row;
}

/** Changes a person's role; refuses no-op changes and an admin changing their own role. */
export async function changeRole(db: Database, actingAdminId: string, userId: string, role: Role) {
  const user = await findUser(db, userId);
  if (user.role === role) throw new AppError("role_unchanged", "The user role is already set to this value.");
  if (userId === actingAdminId) throw new AppError("own_role", "You cannot change your own role.");
  await db.update(profiles).set({ role }).where(eq(profiles.id, userId));
}

/**
 * Deletes a person: their login, profile, project, revisions, tickets and those files go;
 * invoices and purchases stay for bookkeeping (their client id is cleared, the e-mail kept).
 */
export async function deleteUser(deps: { db: Database; storage: FileStorage }, actingAdminId: string, userId: string) {
  if (userId === actingAdminId) throw new AppError("delete_self", "You cannot delete your own account.");
  const user = await findUser(deps.db, userId);
  const removable = await deps.db.transaction(async (tx) => {
    // Bookkeeping rows keep the e-mail they were made for.
    await tx.update(invoices).set({ clientEmail: user.email }).where(eq(invoices.clientId, userId));
    await tx.update(purchasedFeatures).set({ clientEmail: user.email }).where(eq(purchasedFeatures.clientId, userId));
    const owned = await tx
      .delete(files)
      .where(and(eq(files.ownerId, userId), inArray(files.purpose, ["revision_image", "ticket_attachment"])))
      .returning({ storageKey: files.storageKey });
    await tx.delete(profiles).where(eq(profiles.id, userId));
    return owned;
  });
  // Bytes go after the rows are gone, so a failure here leaves only unreachable bytes.
  await Promise.all(removable.map((f) => deps.storage.delete(f.storageKey)));
}
