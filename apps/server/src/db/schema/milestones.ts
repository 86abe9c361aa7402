import { MILESTONE_INVOICE_ON, MILESTONE_STATES, type ReviewedPage } from "@portal/shared/milestone-contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, updatedAt } from "./columns.ts";
import { projects, revisions } from "./projects.ts";

/** A project's milestones in their order (decision 098). */
export const milestones = pgTable(
  "milestones",
  {
    id: id(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    titleEn: text("title_en").notNull().default(""),
    titleHe: text("title_he").notNull().default(""),
    dueAt: timestamp("due_at", { withTimezone: true }),
    state: text("state").notNull().default("upcoming"),
    amountCents: integer("amount_cents"),
    /** When its invoice is issued (decision 103): on approval, on the due date, or when the project starts. */
    invoiceOn: text("invoice_on").notNull().default("approval"),
    /**
     * When its invoice was issued, set in the invoice's transaction: the schedule issues a milestone's
     * invoice only while this is null, so an invoice an admin deletes is not issued again.
     */
    invoicedAt: timestamp("invoiced_at", { withTimezone: true }),
    /** What the client is asked to review: paths on the demo site, and a version label. */
    reviewPages: jsonb("review_pages").$type<string[]>().notNull().default([]),
    versionLabel: text("version_label").notNull().default(""),
    approvalRequestedAt: timestamp("approval_requested_at", { withTimezone: true }),
    /** The revision request the client answered the last approval request with. */
    changesRevisionId: uuid("changes_revision_id").references(() => revisions.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("milestones_state_check", oneOf("state", MILESTONE_STATES)),
    check("milestones_invoice_on_check", oneOf("invoice_on", MILESTONE_INVOICE_ON)),
    check("milestones_amount_check", sql`${t.amountCents} IS NULL OR ${t.amountCents} >= 0`),
    check("milestones_title_check", sql`${t.titleEn} <> '' OR ${t.titleHe} <> ''`),
    index("milestones_project_position_idx").on(t.projectId, t.position),
  ],
);

/**
 * Sign-offs: one per approved milestone, written once and never changed or removed (a trigger of
 * the migration refuses UPDATE, DELETE and TRUNCATE). Like the audit trail it keeps ids without
 * foreign keys and the names as they were, so a record outlives the project and the people.
 */
export const milestoneApprovals = pgTable(
  "milestone_approvals",
  {
    id: id(),
    milestoneId: uuid("milestone_id").notNull(),
    projectId: uuid("project_id").notNull(),
    clientId: uuid("client_id").notNull(),
    milestoneTitle: text("milestone_title").notNull(),
    approvedAt: timestamp("approved_at", { withTimezone: true }).notNull(),
    signerId: uuid("signer_id"),
    signerName: text("signer_name").notNull(),
    address: text("address"),
    browser: text("browser"),
    demoUrl: text("demo_url").notNull(),
    versionLabel: text("version_label").notNull().default(""),
    pages: jsonb("pages").$type<ReviewedPage[]>().notNull(),
    contentSha256: text("content_sha256").notNull(),
    certificateFileId: uuid("certificate_file_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("milestone_approvals_milestone_key").on(t.milestoneId),
    index("milestone_approvals_project_idx").on(t.projectId),
  ],
);
