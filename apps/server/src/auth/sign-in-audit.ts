import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { profiles } from "../db/schema/index.ts";
import { personLabel, recordAudit } from "../modules/audit/index.ts";
import type { SignInMethod } from "./allowed-endpoints.ts";

/** Records a sign-in in the audit trail, by the person who signed in. */
export async function recordSignIn(
  db: Database,
  user: { id: string; email: string; name?: string | null },
  method: SignInMethod,
): Promise<void> {
  const label = personLabel({ email: user.email, fullName: user.name });
  await recordAudit(db, {
    kind: "sign_in",
    actor: { id: user.id, label },
    targetId: user.id,
    targetLabel: label,
    person: { id: user.id, label },
    after: { method },
  });
}

/**
 * Records a refused sign-in: nobody is signed in, so it has no actor; it belongs to the history of
 * the person whose phone or e-mail was tried, when there is one. `identifier` is what was typed.
 */
export async function recordFailedSignIn(
  db: Database,
  attempt: { method: "sms" | "password"; identifier: string; reason: string },
): Promise<void> {
  const column = attempt.method === "sms" ? profiles.phone : profiles.email;
  const [person] = await db
    .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(column, attempt.identifier))
    .limit(1);
  await recordAudit(db, {
    kind: "sign_in_failed",
    actor: null,
    targetId: person?.id ?? null,
    targetLabel: attempt.identifier,
    person: person ? { id: person.id, label: personLabel(person) } : null,
    after: { method: attempt.method, reason: attempt.reason },
  });
}
