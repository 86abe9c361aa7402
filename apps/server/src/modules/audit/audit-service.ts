import { actorLabel, type LabelledPerson } from "@portal/shared/actor-label";
import type { AuditKind, AuditTarget, AuditValues } from "@portal/shared/audit-contracts";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../../auth/session-user.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { auditEntries, profiles } from "../../db/schema/index.ts";

/** Who made a change, as the entry keeps it: the id, and a label that outlives the person. */
export interface AuditActor {
  id: string;
  label: string;
}

/** A person's label in the trail: "Full Name (e-mail)", or the e-mail alone (decision 114's rule). */
export function personLabel(person: LabelledPerson): string {
  return actorLabel(person);
}

/**
 * Who acts: a staff member by name and e-mail; a client acting for a company (decision 114) as
 * "Noa (Shapiro Yoga)", so the agency sees the person and the company they acted for.
 */
export function actorOf(user: Pick<SessionUser, "id" | "email" | "fullName">, company?: string | null): AuditActor {
  return { id: user.id, label: actorLabel(user, company) };
}

/** The thing each kind of entry is about. */
const TARGET_OF: Record<AuditKind, AuditTarget> = {
  sign_in: "user",
  sign_in_failed: "user",
  user_invited: "user",
  invite_resent: "user",
  role_changed: "user",
  user_deleted: "user",
  project_created: "project",
  project_updated: "project",
  milestone_created: "milestone",
  milestone_updated: "milestone",
  milestone_deleted: "milestone",
  milestones_reordered: "project",
  milestone_approval_requested: "milestone",
  revision_status_changed: "revision",
  comment_status_changed: "revision",
  invoice_created: "invoice",
  invoice_updated: "invoice",
  invoice_marked_paid: "invoice",
  invoice_deleted: "invoice",
  feature_created: "feature",
  feature_updated: "feature",
  feature_deleted: "feature",
  feature_price_recreated: "feature",
  store_availability_changed: "store",
  purchase_status_changed: "purchase",
  purchase_progress_changed: "purchase",
  ticket_status_changed: "ticket",
  ticket_assigned: "ticket",
  ticket_note_added: "ticket",
  billing_tool_run: "billing",
  agency_settings_changed: "agency",
  agency_set_up: "agency",
  admin_created: "user",
  sessions_ended: "user",
  colleague_invited: "company",
  colleague_rights_changed: "company",
  colleague_removed: "company",
  second_factor_reset: "user",
  passkey_removed: "user",
};

export interface AuditChange {
  kind: AuditKind;
  /** Null when nobody is signed in (a failed sign-in). */
  actor: AuditActor | null;
  targetId?: string | null;
  targetLabel?: string | null;
  /** The person whose history this belongs to: their id (the label is looked up) or id and label. */
  person?: string | { id: string; label: string } | null;
  before?: AuditValues | null;
  after?: AuditValues | null;
}

/**
 * Appends one entry to the audit trail. Call it with the transaction that makes the change, so
 * the change and its entry exist together or not at all.
 */
export async function recordAudit(tx: Transaction | Database, change: AuditChange): Promise<void> {
  const person = typeof change.person === "string" ? await personOf(tx, change.person) : (change.person ?? null);
  await tx.insert(auditEntries).values({
    kind: change.kind,
    target: TARGET_OF[change.kind],
    actorId: change.actor?.id ?? null,
    actorLabel: change.actor?.label ?? null,
    targetId: change.targetId ?? null,
    targetLabel: change.targetLabel ?? null,
    personId: person?.id ?? null,
    personLabel: person?.label ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

async function personOf(tx: Transaction | Database, id: string) {
  const [person] = await tx
    .select({ email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  return { id, label: person ? personLabel(person) : null };
}

/** The fields whose values differ, on each side (what an "updated" entry records). */
export function changedFields(before: AuditValues, after: AuditValues): { before: AuditValues; after: AuditValues } {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}
