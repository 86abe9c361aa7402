/** The two parties of a conversation (a support ticket, a revision comment's thread). */
export type ReadParty = "client" | "admin";

/** A message as far as read state cares: who wrote it and when. */
export interface ReplyStamp {
  author: ReadParty;
  createdAt: Date;
}

/**
 * The spec's read rule for any conversation: it is unread for `viewer` when the other party
 * wrote after the viewer's last view; with no view record, everything the other party wrote
 * counts. The server states the same rule in SQL for whole lists (lib/read-state-sql.ts).
 */
export function hasUnseenReplies(viewer: ReadParty, messages: readonly ReplyStamp[], lastViewedAt: Date | null): boolean {
  return messages.some((r) => r.author !== viewer && (lastViewedAt === null || r.createdAt > lastViewedAt));
}
