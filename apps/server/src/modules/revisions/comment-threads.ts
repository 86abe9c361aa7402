import type { Annotation } from "@portal/shared/annotations";
import type { CommentStatus, CommentThread } from "@portal/shared/comment-workflow";
import { hasUnseenReplies, type ReadParty } from "@portal/shared/read-state";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { profiles, revisionCommentReplies, revisionCommentStatuses, revisionCommentViews } from "../../db/schema/index.ts";
import { etagOf, MISSING_VERSION, versionOf } from "../../lib/preconditions.ts";

/** Who is looking at comment threads: the client who owns the revision, or an admin. */
export interface CommentViewer {
  id: string;
  party: ReadParty;
}

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
      .select({ reply: revisionCommentReplies, adminEmail: profiles.email })
      .from(revisionCommentReplies)
      .leftJoin(profiles, eq(profiles.id, revisionCommentReplies.adminId))
      .where(inArray(revisionCommentReplies.revisionId, ids))
      .orderBy(asc(revisionCommentReplies.createdAt), asc(revisionCommentReplies.id)),
    db
      .select()
      .from(revisionCommentViews)
      .where(and(eq(revisionCommentViews.userId, viewer.id), inArray(revisionCommentViews.revisionId, ids))),
  ]);
  const statusOf = new Map(statuses.map((s) => [threadKey(s.revisionId, s.annotationId), s]));
  const viewedAt = new Map(views.map((v) => [threadKey(v.revisionId, v.annotationId), v.lastViewedAt]));
  const repliesOf = new Map<string, typeof replies>();
  for (const row of replies) {
    const key = threadKey(row.reply.revisionId, row.reply.annotationId);
    repliesOf.set(key, [...(repliesOf.get(key) ?? []), row]);
  }
  for (const revision of revisions) {
    threads.set(
      revision.id,
      revision.annotations.map((annotation) => {
        const key = threadKey(revision.id, annotation.id);
        const rows = repliesOf.get(key) ?? [];
        const stamps = rows.map(
          (r) => ({ author: r.reply.fromAdmin ? "admin" : "client", createdAt: r.reply.createdAt }) as const,
        );
        return {
          annotationId: annotation.id,
          status: (statusOf.get(key)?.status ?? "open") as CommentStatus,
          etag: etagOf(statusOf.get(key)?.version ?? MISSING_VERSION),
          unread: hasUnseenReplies(viewer.party, stamps, viewedAt.get(key) ?? null),
          replies: rows.map(({ reply, adminEmail }) => ({
            id: reply.id,
            author: reply.fromAdmin ? "admin" : "client",
            adminEmail: viewer.party === "admin" && reply.fromAdmin ? adminEmail : null,
            message: reply.message,
            createdAt: reply.createdAt.toISOString(),
          })),
        };
      }),
    );
  }
  return threads;
}
