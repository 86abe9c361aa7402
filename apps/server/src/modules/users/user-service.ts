import type { RoleChange, UserDetail } from "@portal/shared/users-contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { hasPassword } from "../../auth/password-limits.ts";
import { publishSessionInvalidated } from "../../auth/session-events.ts";
import type { Database } from "../../db/client.ts";
import { files, invoices, profiles, purchasedFeatures } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  checkPrecondition,
  currentVersion,
  nextVersion,
  type Precondition,
  versionOf,
  withVersion,
} from "../../lib/preconditions.ts";
import { type AuditActor, personLabel, recordAudit } from "../audit/index.ts";
import { premiumForAdmin } from "../billing/index.ts";
import { keepAnOwner, mayRemoveStaff } from "./owner-rules.ts";

async function findUser(db: Database, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  if (!row) throw new AppError("user_not_found", "User not found");
  return row;
}

type Deps = Pick<AppDeps, "db" | "providers">;

/** One person for the admin's user page, with whether they have set a password and a client's premium. */
export async function userDetailOf(db: Database, id: string): Promise<UserDetail> {
  const user = await findUser(db, id);
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    businessName: user.businessName,
    phone: user.phone,
    role: user.role === "admin" ? "admin" : "client",
    agencyRole: user.agencyRole,
    createdAt: user.createdAt.toISOString(),
    hasPassword: await hasPassword(db, user.id),
    premium: user.role === "client" ? await premiumForAdmin(db, user.id) : null,
  };
}

/**
 * Changes a person's role (client or admin) and an admin's role in the agency (decision 096);
 * refuses no-op changes, an admin changing their own role and leaving the agency without an owner.
 * A client made an admin without an agency role is an "admin". Their open screens re-read who they
 * are (live-update streams end and reconnect).
 */
export async function changeRole(deps: Deps, actor: AuditActor, userId: string, change: RoleChange, precondition?: Precondition) {
  if (userId === actor.id) throw new AppError("own_role", "You cannot change your own role.");
  const version = await deps.db.transaction(async (tx) => {
    const [user] = await tx.select(withVersion(profiles)).from(profiles).where(eq(profiles.id, userId)).for("update");
    if (!user) throw new AppError("user_not_found", "User not found.");
    await checkPrecondition(tx, precondition, user);
    const { role } = change;
    const agencyRole = role === "admin" ? (change.agencyRole ?? user.agencyRole ?? "admin") : null;
    if (user.role === role && user.agencyRole === agencyRole) {
      throw new AppError("role_unchanged", "The user role is already set to this value.");
    }
    if (agencyRole !== "owner") await keepAnOwner(tx, user);
    const [after] = await tx
      .update(profiles)
      .set({ role, agencyRole, updatedAt: nextVersion(profiles.updatedAt) })
      .where(eq(profiles.id, userId))
      .returning({ version: versionOf(profiles.updatedAt) });
    await recordAudit(tx, {
      kind: "role_changed",
      actor,
      targetId: userId,
      targetLabel: personLabel(user),
      person: { id: userId, label: personLabel(user) },
      before: { role: user.role, agencyRole: user.agencyRole },
      after: { role, agencyRole },
    });
    return after?.version ?? user.version;
  });
  await publishSessionInvalidated(deps.providers.events, userId);
  return { version };
}

/**
 * Deletes a person: their login, profile, project, revisions, tickets and those files go;
 * invoices and purchases stay for bookkeeping (their client id is cleared, the e-mail kept). Their
 * open sessions end.
 */
export async function deleteUser(deps: Deps, actor: AuditActor, userId: string) {
  if (userId === actor.id) throw new AppError("delete_self", "You cannot delete your own account.");
  const user = await findUser(deps.db, userId);
  const removable = await deps.db.transaction(async (tx) => {
    await mayRemoveStaff(tx, actor.id, user);
    await keepAnOwner(tx, user);
    // Bookkeeping rows keep the e-mail they were made for.
    await tx.update(invoices).set({ clientEmail: user.email }).where(eq(invoices.clientId, userId));
    await tx.update(purchasedFeatures).set({ clientEmail: user.email }).where(eq(purchasedFeatures.clientId, userId));
    const owned = await tx
      .delete(files)
      .where(and(eq(files.ownerId, userId), inArray(files.purpose, ["revision_image", "ticket_attachment"])))
      .returning({ storageKey: files.storageKey });
    await tx.delete(profiles).where(eq(profiles.id, userId));
    // The entry keeps the person's name and e-mail: the trail outlives the profile.
    await recordAudit(tx, {
      kind: "user_deleted",
      actor,
      targetId: userId,
      targetLabel: personLabel(user),
      person: { id: userId, label: personLabel(user) },
      before: { email: user.email, fullName: user.fullName, role: user.role },
    });
    return owned;
  });
  // Bytes go after the rows are gone, so a failure here leaves only unreachable bytes.
  await Promise.all(removable.map((f) => deps.providers.storage.delete(f.storageKey)));
  await publishSessionInvalidated(deps.providers.events, userId);
}

/** The person's version (its `ETag`), or null when they do not exist. */
export function profileVersion(db: Database, id: string): Promise<string | null> {
  return currentVersion(db, profiles, eq(profiles.id, id));
}
