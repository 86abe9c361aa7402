import { TICKET_MESSAGE_PREVIEW_CHARS } from "./constants.ts";
import { hasUnseenReplies, type ReadParty, type ReplyStamp } from "./read-state.ts";

export type TicketParty = ReadParty;

/**
 * The spec's read state (`hasUnseenReplies`) for a ticket. The ticket's
 * opening message (at `openedAt`) is the client's first message, so a brand-new ticket is unread
 * for admins until they open it. The server computes the same rule in SQL for whole lists (see
 * modules/support/read-state-sql.ts).
 */
export function isTicketUnread(
  viewer: TicketParty,
  openedAt: Date,
  replies: readonly ReplyStamp[],
  lastViewedAt: Date | null,
): boolean {
  const opening: ReplyStamp = { author: "client", createdAt: openedAt };
  return hasUnseenReplies(viewer, [opening, ...replies], lastViewedAt);
}

/** The first 80 characters of a message (whole characters, never half an emoji), "…" when cut. */
export function messagePreview(message: string, max = TICKET_MESSAGE_PREVIEW_CHARS): string {
  const chars = Array.from(message.trim());
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : chars.join("");
}
