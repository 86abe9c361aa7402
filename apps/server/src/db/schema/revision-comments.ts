import { COMMENT_REPLY_MAX, COMMENT_STATUSES } from "@portal/shared/comment-workflow";
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth.ts";
import { createdAt, id, oneOf, updatedAt } from "./columns.ts";
import { revisions } from "./projects.ts";

/**
 * The workflow of the pinned comments of a revision. A comment is an entry of
 * `revisions.annotations`, named here by the revision and its annotation id; a comment without a
 * status row is open.
 */
export const revisionCommentStatuses = pgTable(
  "revision_comment_statuses",
  {
    revisionId: uuid("revision_id")
      .notNull()
      .references(() => revisions.id, { onDelete: "cascade" }),
    annotationId: text("annotation_id").notNull(),
    status: text("status").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.revisionId, t.annotationId] }),
    check("revision_comment_statuses_status_check", oneOf("status", COMMENT_STATUSES)),
  ],
);

/** Replies under a comment, by the client or an admin (kept apart from `admin_id`, like ticket replies). */
export const revisionCommentReplies = pgTable(
  "revision_comment_replies",
  {
    id: id(),
    revisionId: uuid("revision_id")
      .notNull()
      .references(() => revisions.id, { onDelete: "cascade" }),
    annotationId: text("annotation_id").notNull(),
    adminId: uuid("admin_id").references(() => profiles.id, { onDelete: "set null" }),
    fromAdmin: boolean("from_admin").notNull().default(false),
    /** The person of the client's company who wrote a client's reply (decision 118); null on the agency's. */
    authorId: uuid("author_id").references(() => profiles.id, { onDelete: "set null" }),
    /** Who wrote a client's reply, as the agency sees it ("Noa (Shapiro Yoga)"), kept when written. */
    authorLabel: text("author_label"),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("revision_comment_replies_thread_idx").on(t.revisionId, t.annotationId, t.createdAt),
    check("revision_comment_replies_message_check", sql.raw(`char_length("message") BETWEEN 1 AND ${COMMENT_REPLY_MAX}`)),
  ],
);

/** When each person last opened a comment's thread: the support tickets' read rule, per comment. */
export const revisionCommentViews = pgTable(
  "revision_comment_views",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    revisionId: uuid("revision_id")
      .notNull()
      .references(() => revisions.id, { onDelete: "cascade" }),
    annotationId: text("annotation_id").notNull(),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.revisionId, t.annotationId] })],
);
