import { AUDIT_KINDS, AUDIT_TARGETS, type AuditValues } from "@portal/shared/audit-contracts";
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, oneOf } from "./columns.ts";

/**
 * The audit trail (decision 050): one row per change, written in the change's transaction and
 * never changed or removed afterwards (a trigger of migration 0013 refuses UPDATE, DELETE and
 * TRUNCATE). People are kept as ids without foreign keys plus the name they had then, so entries
 * outlive a deleted user.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: id(),
    createdAt: createdAt(),
    kind: text("kind").notNull(),
    actorId: uuid("actor_id"),
    actorLabel: text("actor_label"),
    target: text("target").notNull(),
    targetId: text("target_id"),
    targetLabel: text("target_label"),
    personId: uuid("person_id"),
    personLabel: text("person_label"),
    before: jsonb("before").$type<AuditValues>(),
    after: jsonb("after").$type<AuditValues>(),
  },
  (t) => [
    check("audit_entries_kind_check", oneOf("kind", AUDIT_KINDS)),
    check("audit_entries_target_check", oneOf("target", AUDIT_TARGETS)),
    index("audit_entries_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("audit_entries_actor_created_idx").on(t.actorId, t.createdAt.desc()),
    index("audit_entries_person_created_idx").on(t.personId, t.createdAt.desc()),
    index("audit_entries_kind_created_idx").on(t.kind, t.createdAt.desc()),
    // A ticket's audited status changes, read by the open-tickets series' triggers (decision 116).
    index("audit_entries_ticket_status_target_idx").on(t.targetId).where(sql`${t.kind} = 'ticket_status_changed'`),
    // The Activity screen's person search (ILIKE on either label) through pg_trgm (migration 0002).
    index("audit_entries_actor_label_trgm_idx").using("gin", sql`${t.actorLabel} gin_trgm_ops`),
    index("audit_entries_person_label_trgm_idx").using("gin", sql`${t.personLabel} gin_trgm_ops`),
  ],
);
