import type { ReadParty } from "@portal/shared/read-state";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * The spec's read rule (`hasUnseenReplies` in @portal/shared/read-state) in SQL, for any
 * conversation with a `from_admin` flag on its messages: a message counts as unseen when the
 * other party wrote it after the viewer's last view, and with no view every such message counts.
 */
export function unseenMessage(
  message: { fromAdmin: AnyColumn | SQL; createdAt: AnyColumn | SQL },
  viewer: ReadParty,
  lastViewedAt: AnyColumn | SQL,
): SQL<boolean> {
  return sql<boolean>`(${message.fromAdmin} = ${viewer === "client"} and ${writtenAfter(message.createdAt, lastViewedAt)})`;
}

/** `createdAt` is after the last view, or there is no view. */
export function writtenAfter(createdAt: AnyColumn | SQL, lastViewedAt: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`${createdAt} > coalesce(${lastViewedAt}, '-infinity'::timestamptz)`;
}
