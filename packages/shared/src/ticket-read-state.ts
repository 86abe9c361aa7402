import { TICKET_MESSAGE_PREVIEW_CHARS } from "./constants.ts";

export type TicketParty = "client" | "admin";

/** A reply as far as read state cares: who wrote it and when. */
export interface ReplyStamp {
  author: TicketParty;
  createdAt: Date;
}

/**
 * The spec's read state: a ticket is unread for `viewer` when the other party replied after the
 * viewer's last view; with no view record, every reply from the other party counts. The server
 * computes the same rule in SQL for whole lists (see modules/support/read-state-sql.ts).
 */
export function isTicketUnread(viewer: TicketParty, replies: readonly ReplyStamp[], lastViewedAt: Date | null): boolean {
  return replies.some((r) => r.author !== viewer && (lastViewedAt === null || r.createdAt > lastViewedAt));
}

/** The first 80 characters of a message (whole characters, never half an emoji), "…" when cut. */
export function messagePreview(message: string, max = TICKET_MESSAGE_PREVIEW_CHARS): string {
  const chars = Array.from(message.trim());
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : chars.join("");
}
