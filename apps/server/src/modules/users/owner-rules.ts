import { can } from "@portal/shared/agency-roles";
import { and, eq, ne } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { profiles } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * The agency keeps at least one owner (decision 096): an owner who would stop being one (a new
 * role, or deleted) needs another owner left. Every owner's row is locked first, so two owners
 * demoting each other at once cannot both succeed.
 */
export async function keepAnOwner(tx: Transaction, leaving: { id: string; agencyRole: string | null }) {
  if (leaving.agencyRole !== "owner") return;
  const others = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.agencyRole, "owner"), ne(profiles.id, leaving.id)))
    .for("update");
  if (others.length === 0) throw new AppError("last_owner", "The agency needs at least one owner.");
}

/** Removing a staff member is changing the agency's roles: only a role that may change them does it. */
export async function mayRemoveStaff(tx: Transaction, actorId: string | undefined, target: { role: string }) {
  if (target.role !== "admin") return;
  const [actor] = actorId
    ? await tx.select({ agencyRole: profiles.agencyRole }).from(profiles).where(eq(profiles.id, actorId)).limit(1)
    : [];
  if (!can(actor?.agencyRole, "roles.write")) {
    throw new AppError("forbidden_for_role", "Only an owner removes a member of the agency.");
  }
}
