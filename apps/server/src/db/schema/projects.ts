import { REVISIONS_PER_PROJECT_MAX } from "@portal/shared/agency-settings";
import { PROJECT_STATUSES, REVISION_DESCRIPTION_MAX, REVISION_STATUSES } from "@portal/shared/constants";
import { CODE_POINTS_PER_CHARACTER } from "@portal/shared/text-length";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth.ts";
import { createdAt, id, oneOf, updatedAt } from "./columns.ts";

/** One project per client. */
export const projects = pgTable(
  "projects",
  {
    id: id(),
    clientId: uuid("client_id")
      .notNull()
      .unique()
      .references(() => profiles.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    progress: integer("progress").notNull().default(0),
    revisionCount: integer("revision_count").notNull().default(0),
    demoUrl: text("demo_url"),
    /** The staff member the project is assigned to (decision 096); a designer reaches only these. */
    assigneeId: uuid("assignee_id").references(() => profiles.id, { onDelete: "set null" }),
    estimatedDelivery: timestamp("estimated_delivery", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("projects_status_check", oneOf("status", PROJECT_STATUSES)),
    check("projects_progress_check", sql`${t.progress} BETWEEN 0 AND 100`),
    check("projects_revision_count_check", sql.raw(`"revision_count" BETWEEN 0 AND ${REVISIONS_PER_PROJECT_MAX}`)),
    index("projects_estimated_delivery_idx").on(t.estimatedDelivery),
    index("projects_assignee_idx").on(t.assigneeId),
  ],
);

export const revisions = pgTable(
  "revisions",
  {
    id: id(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    requestNumber: integer("request_number").notNull(),
    description: text("description").notNull(),
    status: text("status").notNull().default("pending"),
    /** File ids (table `files`) of the helper images; the first is the screenshot. */
    imageFileIds: jsonb("image_file_ids").$type<string[]>().notNull().default([]),
    annotations: jsonb("annotations").$type<unknown[] | null>(),
    /** The person of the client's company who requested it (decision 118); null once they are deleted. */
    authorId: uuid("author_id").references(() => profiles.id, { onDelete: "set null" }),
    /** Who requested it, as the agency sees it ("Noa (Shapiro Yoga)"), kept when written. */
    authorLabel: text("author_label"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("revisions_project_request_number_key").on(t.projectId, t.requestNumber),
    check("revisions_status_check", oneOf("status", REVISION_STATUSES)),
    check("revisions_request_number_check", sql.raw(`"request_number" BETWEEN 1 AND ${REVISIONS_PER_PROJECT_MAX}`)),
    check(
      "revisions_description_length_check",
      sql.raw(`char_length("description") <= ${REVISION_DESCRIPTION_MAX * CODE_POINTS_PER_CHARACTER}`),
    ),
    index("revisions_client_created_idx").on(t.clientId, t.createdAt.desc()),
  ],
);

export const adminRevisionViews = pgTable(
  "admin_revision_views",
  {
    adminId: uuid("admin_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    revisionId: uuid("revision_id")
      .notNull()
      .references(() => revisions.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.revisionId] }), index("admin_revision_views_revision_idx").on(t.revisionId)],
);
