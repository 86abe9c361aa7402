import { bigint, date, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth.ts";

/**
 * Each admin's sidebar badges, kept exact by triggers in the same transaction as every write they
 * count (migration 0023, decision 088): the admin's badges are one primary-key read instead of a
 * pass over every ticket, revision and comment thread. Derived, so backups leave it out and a
 * restore rebuilds it as it loads the tables it counts.
 */
export const adminBadgeTotals = pgTable("admin_badge_totals", {
  adminId: uuid("admin_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  /** Tickets with a client message (the opening one or a reply) after the admin's last view. */
  unreadTickets: integer("unread_tickets").notNull(),
  /** Revisions the admin has not opened. */
  unviewedRevisions: integer("unviewed_revisions").notNull(),
  /** Comment threads with a client reply after the admin's last view of the thread. */
  unreadCommentThreads: integer("unread_comment_threads").notNull(),
  /** Tickets assigned to the admin that are new or in progress. */
  assignedOpenTickets: integer("assigned_open_tickets").notNull(),
});

/**
 * Tickets per status, and how many of them nobody is assigned to, kept exact by statement
 * triggers on `support_tickets` (decision 111): the admin ticket list's cards and totals are a
 * read of a handful of rows instead of a pass over every ticket. Derived, like the badges.
 */
export const ticketStatusTotals = pgTable("ticket_status_totals", {
  status: text("status").primaryKey(),
  count: integer("count").notNull(),
  unassigned: integer("unassigned").notNull(),
});

/**
 * The admin dashboard's open-tickets series as kept rows (decision 116): per day on the agency's
 * clock, how much the number of open tickets moved that day, by the rule of decision 064 (a ticket
 * opens when created, steps with each audited status change, and at its last activity steps to its
 * current status). Kept by statement triggers on `support_tickets` and `audit_entries`, and rebuilt
 * when the agency's time zone changes (migration 0035). Derived, like the badges.
 */
export const openTicketDays = pgTable("open_ticket_days", {
  day: date("day").primaryKey(),
  delta: integer("delta").notNull(),
});

/**
 * The admin dashboard's revenue as kept rows (decision 121): per day on the agency's clock, the
 * amount of the invoices paid that day (by `paid_at`). Kept by statement triggers on `invoices`
 * (an invoice paid, un-paid, re-dated, re-priced, refunded or deleted moves its day), and rebuilt
 * when the agency's time zone changes (migration 0040). Derived, like the badges.
 */
export const paidRevenueDays = pgTable("paid_revenue_days", {
  day: date("day").primaryKey(),
  amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
});
