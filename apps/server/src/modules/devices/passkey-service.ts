import { type AgencyRole, can } from "@portal/shared/agency-roles";
import type { AdminPasskeySummary, PasskeySummary } from "@portal/shared/passkey-contracts";
import { and, asc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { passkeys, profiles } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AuditActor, personLabel, recordAudit } from "../audit/index.ts";

/**
 * The person's own passkeys, oldest first: their name and when each was added. The keys
 * themselves and the authenticator's details stay on the server (decision 113), which is why this
 * is the portal's route and not the passkey plugin's `list-user-passkeys`.
 */
export async function listPasskeys(deps: Pick<AppDeps, "db">, userId: string): Promise<PasskeySummary[]> {
  return (await listWithUse(deps, userId)).map(({ lastUsedAt: _, ...summary }) => summary);
}

/** A person's passkeys on their admin page (decision 119): also when each last signed in. */
export async function listPasskeysForAdmin(deps: Pick<AppDeps, "db">, userId: string): Promise<AdminPasskeySummary[]> {
  const [person] = await deps.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (!person) throw new AppError("user_not_found", "User not found.");
  return listWithUse(deps, userId);
}

async function listWithUse(deps: Pick<AppDeps, "db">, userId: string): Promise<AdminPasskeySummary[]> {
  const rows = await deps.db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name || null,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * An admin removes one of another person's passkeys (decision 119): a lost phone, a person who
 * left. Audited with the passkey's name. As resetting the authenticator app (decision 114), a staff
 * member's passkeys are an owner's to remove (`roles.write`), a client's need `users.write`, which
 * the route asks; one's own are removed in settings.
 */
export async function removePasskeyOf(
  deps: Pick<AppDeps, "db">,
  actor: AuditActor & { agencyRole: AgencyRole | null },
  userId: string,
  passkeyId: string,
): Promise<void> {
  if (userId === actor.id) throw new AppError("forbidden", "Remove your own passkeys from your settings.");
  await deps.db.transaction(async (tx) => {
    const [person] = await tx
      .select({ role: profiles.role, email: profiles.email, fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (!person) throw new AppError("user_not_found", "User not found.");
    if (person.role === "admin" && !can(actor.agencyRole, "roles.write")) {
      throw new AppError("forbidden_for_role", "Only an owner removes the passkeys of a member of the agency.");
    }
    const [removed] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
      .returning({ name: passkeys.name });
    if (!removed) throw new AppError("not_found", "Passkey not found.");
    const label = personLabel(person);
    await recordAudit(tx, {
      kind: "passkey_removed",
      actor: { id: actor.id, label: actor.label },
      targetId: userId,
      targetLabel: label,
      person: { id: userId, label },
      before: { passkey: removed.name || "Passkey" },
    });
  });
}
