import { NOTIFICATION_CATEGORIES, NOTIFICATION_MODES } from "@portal/shared/notification-contracts";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth.ts";
import { createdAt, id, oneOf } from "./columns.ts";

export const OUTBOX_CHANNELS = ["email", "sms"] as const;
export const OUTBOX_STATUSES = ["pending", "sent", "failed", "skipped"] as const;

/**
 * The notification outbox: one row per person, event and channel, written in the same
 * transaction as the change it tells about. Workers on every instance claim due rows with
 * `FOR UPDATE SKIP LOCKED` and a lease (`lease_until`); a row claimed by a worker that died is
 * claimed again once its lease ends. `batch_id` fixes which mail carries the row, so a mail sent
 * again after a crash has the same Message-ID.
 */
export const notificationOutbox = pgTable(
  "notification_outbox",
  {
    id: id(),
    recipientId: uuid("recipient_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** The event, for example `support.reply:<reply id>`: unique per person and channel. */
    eventKey: text("event_key").notNull(),
    kind: text("kind").notNull(),
    category: text("category").notNull(),
    channel: text("channel").notNull().default("email"),
    /** The kind's payload (`@portal/shared/notification-payloads`); read through its schema, old rows may not fit. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    batchId: uuid("batch_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("notification_outbox_once").on(t.recipientId, t.eventKey, t.channel),
    index("notification_outbox_due_idx").on(t.status, t.dueAt),
    index("notification_outbox_recipient_idx").on(t.recipientId, t.channel, t.sentAt),
    check("notification_outbox_channel_check", oneOf("channel", OUTBOX_CHANNELS)),
    check("notification_outbox_status_check", oneOf("status", OUTBOX_STATUSES)),
  ],
);

/** A person's choice per category; no row means instant. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    mode: text("mode").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.category] }),
    check("notification_preferences_category_check", oneOf("category", NOTIFICATION_CATEGORIES)),
    check("notification_preferences_mode_check", oneOf("mode", NOTIFICATION_MODES)),
  ],
);
