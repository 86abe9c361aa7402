import { type AgencyRole, can } from "@portal/shared/agency-roles";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { publishSessionInvalidated } from "../../auth/session-events.ts";
import { profiles, twoFactors } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AuditActor, personLabel, recordAudit } from "../audit/index.ts";

type Deps = Pick<AppDeps, "db" | "providers">;

/**
 * An admin resets another person's authenticator app (decision 114): the app's secret and
 * recovery codes are deleted, so their next sign-in asks for the first factor only and they may
 * set up a new app. Audited. A staff member's app is an owner's to reset (`roles.write`, as
 * ending their sessions, decision 110); a client's needs `users.write`, which the route asks.
 * Nobody resets their own here: the settings page removes one's own app with its code.
 */
export async function resetSecondFactor(
  deps: Deps,
  actor: AuditActor & { agencyRole: AgencyRole | null },
  userId: string,
): Promise<{ reset: boolean }> {
  if (userId === actor.id) throw new AppError("forbidden", "Remove your own authenticator app from your settings.");
  const reset = await deps.db.transaction(async (tx) => {
    const [person] = await tx
      .select({ role: profiles.role, email: profiles.email, fullName: profiles.fullName, enabled: profiles.twoFactorEnabled })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    if (!person) throw new AppError("user_not_found", "User not found.");
    if (person.role === "admin" && !can(actor.agencyRole, "roles.write")) {
      throw new AppError("forbidden_for_role", "Only an owner resets the second factor of a member of the agency.");
    }
    const removed = await tx.delete(twoFactors).where(eq(twoFactors.userId, userId)).returning({ id: twoFactors.id });
    if (removed.length === 0 && !person.enabled) return false;
    await tx.update(profiles).set({ twoFactorEnabled: false }).where(eq(profiles.id, userId));
    const label = personLabel(person);
    await recordAudit(tx, {
      kind: "second_factor_reset",
      actor: { id: actor.id, label: actor.label },
      targetId: userId,
      targetLabel: label,
      person: { id: userId, label },
    });
    return true;
  });
  // Cached look-ups of the person's sessions carry the old flag; every instance drops them.
  if (reset) await publishSessionInvalidated(deps.providers.events, userId);
  return { reset };
}
