import type { Annotation } from "@portal/shared/annotations";
import type { CommentStatus, CommentThread } from "@portal/shared/comment-workflow";
import { hasUnseenReplies, type ReadParty } from "@portal/shared/read-state";
import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { authorSeenBy, type WrittenBy } from "../../auth/author.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { profiles, revisionCommentReplies, revisionCommentStatuses, revisionCommentViews } from "../../db/schema/index.ts";
import { etagOf, MISSING_VERSION, versionOf } from "../../lib/preconditions.ts";

/**
 * Who is looking at comment threads: the client who owns the revision, or an admin. The read
 * state is `readerId`'s (the person of the client's company who looks, decision 115), else `id`'s.
 */
export interface CommentViewer {
  id: string;
  party: ReadParty;
  readerId?: string;
}

/** Whose views of a thread count for `viewer`. */
export const readerOf = (viewer: CommentViewer): string => viewer.readerId ?? viewer.id;

/** The client-side writer of a reply (decision 124). */
const writers = alias(profiles, "writer");

const threadKey = (revisionId: string, annotationId: string) => JSON.stringify([revisionId, annotationId]);

/**
 * The status and reply thread of every comment of the given revisions, as `viewer` sees them: a
 * comment without a status row is open; a thread is unread when the other party replied after
 * the viewer last opened it (the support tickets' rule). Three queries for any number of revisions.
 */
export async function loadCommentThreads(
  db: Database | Transaction,
  revisions: { id: string; annotations: Annotation[] }[],
  viewer: CommentViewer,
): Promise<Map<string, CommentThread[]>> {
  const ids = revisions.map((r) => r.id);
  const threads = new Map<string, CommentThread[]>();
  if (ids.length === 0) return threads;
  const [statuses, replies, views] = await Promise.all([
    db
      .select({
        revisionId: revisionCommentStatuses.revisionId,
        annotationId: revisionCommentStatuses.annotationId,
        status: revisionCommentStatuses.status,
        version: versionOf(revisionCommentStatuses.updatedAt),
      })
      .from(revisionCommentStatuses)
      .where(inArray(revisionCommentStatuses.revisionId, ids)),
    db
      .select({
        reply: revisionCommentReplies,
        adminEmail: profiles.email,
        writer: { fullName: writers.fullName, email: writers.email },
      })
      .from(revisionCommentReplies)
      .leftJoin(profiles, eq(profiles.id, revisionCommentReplies.adminId))
      .leftJoin(writers, eq(writers.id, revisionCommentReplies.authorId))
      .where(inArray(revisionCommentReplies.revisionId, ids))
      .orderBy(asc(revisionCommentReplies.createdAt), asc(revisionCommentReplies.id)),
    db
      .select()
      .from(revisionCommentViews)
      .where(and(eq(revisionCommentViews.userId, readerOf(viewer)), inArray(revisionCommentViews.revisionId, ids))),
  ]);
  return buildThreads(
    revisions,
    {
      statuses,
      replies: replies.map(({ reply, adminEmail, writer }) => ({ ...reply, adminEmail, writer })),
      views,
    },
    viewer,
  );
}

/** A comment's status row, as read for a thread (`version` is its ETag's). */
export interface ThreadStatus {
  revisionId: string;
  annotationId: string;
  status: string;
  version: string;
}

/** A reply under a comment, with its admin's e-mail (when an admin wrote it and still exists). */
export interface ThreadReply extends WrittenBy {
  id: string;
  revisionId: string;
  annotationId: string;
  message: string;
  createdAt: Date;
  adminEmail: string | null;
}

/** When the viewer last opened a comment's thread. */
export interface ThreadView {
  revisionId: string;
  annotationId: string;
  lastViewedAt: Date;
}

/**
 * The threads of the given revisions from their rows read already (statuses, the replies oldest
 * first, the viewer's views): whoever read them, in one statement or in three, answers the same.
 */
export function buildThreads(
  revisions: { id: string; annotations: Annotation[] }[],
  rows: { statuses: ThreadStatus[]; replies: ThreadReply[]; views: ThreadView[] },
  viewer: CommentViewer,
): Map<string, CommentThread[]> {
  const { statuses, replies, views } = rows;
  const threads = new Map<string, CommentThread[]>();
  const statusOf = new Map(statuses.map((s) => [threadKey(s.revisionId, s.annotationId), s]));
  const viewedAt = new Map(views.map((v) => [threadKey(v.revisionId, v.annotationId), v.lastViewedAt]));
  const repliesOf = new Map<string, ThreadReply[]>();
  for (const row of replies) {
    const key = threadKey(row.revisionId, row.annotationId);
    repliesOf.set(key, [...(repliesOf.get(key) ?? []), row]);
  }
  for (const revision of revisions) {
    threads.set(
      revision.id,
      revision.annotations.map((annotation) => {
        const key = threadKey(revision.id, annotation.id);
        const thread = repliesOf.get(key) ?? [];
        const stamps = thread.map((r) => ({ author: r.fromAdmin ? "admin" : "client", createdAt: r.createdAt }) as const);
        return {
          annotationId: annotation.id,
          status: (statusOf.get(key)?.status ?? "open") as CommentStatus,
          etag: etagOf(statusOf.get(key)?.version ?? MISSING_VERSION),
          unread: hasUnseenReplies(viewer.party, stamps, viewedAt.get(key) ?? null),
          replies: thread.map((reply) => ({
            id: reply.id,
            author: reply.fromAdmin ? "admin" : "client",
            adminEmail: viewer.party === "admin" && reply.fromAdmin ? reply.adminEmail : null,
            authorLabel: viewer.party === "admin" && !reply.fromAdmin ? reply.authorLabel : null,
            ...authorSeenBy({ id: readerOf(viewer), party: viewer.party }, reply),
            message: reply.message,
            createdAt: reply.createdAt.toISOString(),
          })),
        };
      }),
    );
  }
  return threads;
}
