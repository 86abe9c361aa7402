import { TICKET_STATUSES } from "@portal/shared/constants";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./auth.ts";
import { createdAt, id, oneOf, updatedAt } from "./columns.ts";
import { revisions } from "./projects.ts";

export const ticketNumberSeq = pgSequence("ticket_number_seq", { startWith: 1 });

export const supportTickets = pgTable(
  "support_tickets",
  {
    id: id(),
    ticketNumber: integer("ticket_number").notNull().unique().default(sql`nextval('ticket_number_seq')`),
    clientId: uuid("client_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    revisionId: uuid("revision_id").references(() => revisions.id, { onDelete: "set null" }),
    subject: text("subject"),
    message: text("message").notNull(),
    status: text("status").notNull().default("new"),
    /** The admin the ticket is assigned to; cleared when that admin is deleted. Never shown to clients. */
    assignedAdminId: uuid("assigned_admin_id").references(() => profiles.id, { onDelete: "set null" }),
    /** File ids (table `files`) of the image attachments. */
    attachmentFileIds: jsonb("attachment_file_ids").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The person of the client's company who opened it (decision 118); null once they are deleted. */
    authorId: uuid("author_id").references(() => profiles.id, { onDelete: "set null" }),
    /** Who opened it, as the agency sees it ("Noa (Shapiro Yoga)"), kept when written. */
    authorLabel: text("author_label"),
  },
  (t) => [
    check("support_tickets_status_check", oneOf("status", TICKET_STATUSES)),
    index("support_tickets_client_created_idx").on(t.clientId, t.createdAt.desc()),
    index("support_tickets_status_created_idx").on(t.status, t.createdAt.desc()),
    index("support_tickets_assigned_created_idx").on(t.assignedAdminId, t.createdAt.desc()),
    // The admin list's sort keys (decision 051), read either way off these.
    index("support_tickets_created_order_idx").on(t.createdAt.desc(), t.id.desc()),
    index("support_tickets_updated_order_idx").on(t.updatedAt.desc(), t.id.desc()),
    index("support_tickets_number_order_idx").on(t.ticketNumber.desc(), t.id.desc()),
    index("support_tickets_subject_order_idx").on(t.subject.desc(), t.id.desc()),
    index("support_tickets_status_order_idx").on(t.status.desc(), t.id.desc()),
  ],
);

export const supportTicketReplies = pgTable(
  "support_ticket_replies",
  {
    id: id(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    /** The admin who wrote it; null when the client wrote it (or when that admin was deleted). */
    adminId: uuid("admin_id").references(() => profiles.id, { onDelete: "set null" }),
    /** Who wrote it, kept apart from `admin_id` so a deleted admin's replies stay admin replies. */
    fromAdmin: boolean("from_admin").notNull().default(false),
    /** The person of the client's company who wrote a client's reply (decision 118); null on the agency's. */
    authorId: uuid("author_id").references(() => profiles.id, { onDelete: "set null" }),
    /** Who wrote a client's reply, as the agency sees it ("Noa (Shapiro Yoga)"), kept when written. */
    authorLabel: text("author_label"),
    message: text("message").notNull(),
    attachmentFileIds: jsonb("attachment_file_ids").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index("support_ticket_replies_ticket_created_idx").on(t.ticketId, t.createdAt)],
);

export const supportTicketViews = pgTable(
  "support_ticket_views",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ticketId] })],
);

/** Admins' internal notes on a ticket: never part of anything a client can fetch (decision 050). */
export const supportTicketNotes = pgTable(
  "support_ticket_notes",
  {
    id: id(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => profiles.id, { onDelete: "set null" }),
    /** The writer's name when written, so a deleted admin's notes still say who wrote them. */
    authorLabel: text("author_label").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("support_ticket_notes_ticket_created_idx").on(t.ticketId, t.createdAt)],
);
