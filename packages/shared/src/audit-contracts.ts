import { z } from "zod";
import { pageInfoFields, pageQueryFields } from "./pagination.ts";

/**
 * What the audit trail records (decision 050): every admin change, and sign-ins. Each kind names
 * one change; its entry carries the values before and after.
 */
export const AUDIT_KINDS = [
  "sign_in",
  "sign_in_failed",
  "user_invited",
  "invite_resent",
  "role_changed",
  "user_deleted",
  "project_created",
  "project_updated",
  "milestone_created",
  "milestone_updated",
  "milestone_deleted",
  "milestones_reordered",
  "milestone_approval_requested",
  "revision_status_changed",
  "comment_status_changed",
  "invoice_created",
  "invoice_updated",
  "invoice_marked_paid",
  "invoice_deleted",
  "feature_created",
  "feature_updated",
  "feature_deleted",
  "feature_price_recreated",
  "store_availability_changed",
  "purchase_status_changed",
  "purchase_progress_changed",
  "ticket_status_changed",
  "ticket_assigned",
  "ticket_note_added",
  "billing_tool_run",
  "agency_settings_changed",
  "agency_set_up",
  "admin_created",
  "sessions_ended",
  "colleague_invited",
  "colleague_rights_changed",
  "colleague_removed",
  "second_factor_reset",
  "passkey_removed",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const auditKindSchema = z.enum(AUDIT_KINDS);

/** The thing an entry is about. */
export const AUDIT_TARGETS = [
  "user",
  "project",
  "milestone",
  "revision",
  "invoice",
  "feature",
  "store",
  "purchase",
  "ticket",
  "billing",
  "agency",
  "company",
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** Values of one side of a change: a flat record of field names to plain values. */
export const auditValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type AuditValues = z.infer<typeof auditValuesSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: auditKindSchema,
  /** Who did it (null: nobody signed in, such as a failed sign-in); the label is kept as it was then. */
  actorId: z.string().nullable(),
  actorLabel: z.string().nullable(),
  target: z.enum(AUDIT_TARGETS),
  targetId: z.string().nullable(),
  /** A readable name of the target as it was then ("INV-1001", "#0003", a feature's title). */
  targetLabel: z.string().nullable(),
  /** The person whose history this belongs to, if any: the client concerned, or the admin whose role changed (label kept after their deletion). */
  personId: z.string().nullable(),
  personLabel: z.string().nullable(),
  before: auditValuesSchema.nullable(),
  after: auditValuesSchema.nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A date of the Activity filters, as the URL holds it. */
const isoInstant = z.iso.datetime({ offset: true });

export const auditListQuery = z.object({
  /** Entries where this person acted or whose history it is (the user page, a click on a name). */
  userId: z.uuid().optional(),
  /** Part of a person's name or e-mail, as the entry recorded it (who acted, or whose history). */
  person: z.string().trim().max(200).optional(),
  kind: auditKindSchema.optional(),
  /** From this instant on (the browser sends the start of the chosen day in its time zone). */
  since: isoInstant.optional(),
  /** Before this instant (the start of the day after the chosen end day). */
  until: isoInstant.optional(),
  ...pageQueryFields,
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditListResponse = z.object({ entries: z.array(auditEntrySchema), ...pageInfoFields });
export type AuditListResponse = z.infer<typeof auditListResponse>;
