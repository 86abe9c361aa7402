import { z } from "zod";
import { messageAuthorFields } from "./message-author.ts";

/** Where the agency is with one pinned comment. A comment without a recorded status is open. */
export const COMMENT_STATUSES = ["open", "in_progress", "done"] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** A reply under a comment is a short note, not a ticket: at most this many characters… */
export const COMMENT_REPLY_MAX = 1000;
/** …and at most this many replies per comment, so a thread is always answered whole. */
export const COMMENT_REPLIES_MAX = 50;

export const commentReplyFields = z.object({
  message: z
    .string()
    .trim()
    .min(1, { message: "comment_reply_required" })
    .max(COMMENT_REPLY_MAX, { message: "comment_reply_too_long" }),
});
export type CommentReplyInput = z.input<typeof commentReplyFields>;

export const updateCommentStatusRequest = z.object({ status: z.enum(COMMENT_STATUSES) });

export const commentReplySchema = z.object({
  id: z.string(),
  author: z.enum(["client", "admin"]),
  /** The admin's e-mail, shown to admins only (null for clients' replies and for clients). */
  adminEmail: z.string().nullable(),
  /** Who of the client's company wrote a client's reply, "Noa (Shapiro Yoga)" (decision 118); admins only, else null. */
  authorLabel: z.string().nullable(),
  ...messageAuthorFields,
  message: z.string(),
  createdAt: z.string(),
});
export type CommentReply = z.infer<typeof commentReplySchema>;

/** The workflow of one pinned comment (by its annotation id), as the signed-in person sees it. */
export const commentThreadSchema = z.object({
  annotationId: z.string(),
  status: z.enum(COMMENT_STATUSES),
  /** The status's version, to send as `If-Match` with a change of it (decision 084). */
  etag: z.string(),
  replies: z.array(commentReplySchema),
  /** The other party replied after this person last opened the thread. */
  unread: z.boolean(),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** "5 of 8 changes done": the revision's comments and how many of them are done. */
export function commentProgress(annotationIds: readonly string[], threads: readonly CommentThread[]) {
  const done = new Set(threads.filter((t) => t.status === "done").map((t) => t.annotationId));
  const total = annotationIds.length;
  const doneCount = annotationIds.filter((id) => done.has(id)).length;
  return { done: doneCount, total, allDone: total > 0 && doneCount === total };
}
