import { index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles, sessions } from "./auth.ts";
import { id } from "./columns.ts";

/**
 * Open live-update streams (`GET /api/events`), whichever instance serves them, so a person's
 * streams can be counted and capped across instances. A stream touches `seen_at` while it lives;
 * rows of an instance that died stop being counted once stale. Ending the session removes them.
 */
export const eventStreams = pgTable(
  "event_streams",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("event_streams_user_idx").on(t.userId, t.seenAt)],
);
