import type { Annotation } from "@portal/shared/annotations";
import { COMMENT_REPLIES_MAX, type CommentReply, type CommentStatus, commentReplyFields } from "@portal/shared/comment-workflow";
import { isApiErrorCode } from "@portal/shared/error-codes";
import { padNumber } from "@portal/shared/format";
import type { LiveEvent } from "@portal/shared/live-events";
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Author } from "../../auth/author.ts";
import type { Database } from "../../db/client.ts";
import {
  profiles,
  revisionCommentReplies,
  revisionCommentStatuses,
  revisionCommentViews,
  revisions,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  checkPrecondition,
  MISSING_ROW_TIME,
  MISSING_VERSION,
  nextVersion,
  type Precondition,
  versionOf,
} from "../../lib/preconditions.ts";
import { unseenMessage } from "../../lib/read-state-sql.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";
import { notify } from "../notifications/index.ts";
import { type CommentViewer, readerOf } from "./comment-threads.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "config">;

/**
 * The comment `annotationId` of a revision the viewer may reach: a client only their own
 * revisions (someone else's answers 404, as if it did not exist), an admin every revision.
 */
async function findComment(db: Database, viewer: CommentViewer, revisionId: string, annotationId: string) {
  const [revision] = await db
    .select({
      id: revisions.id,
      clientId: revisions.clientId,
      requestNumber: revisions.requestNumber,
      annotations: revisions.annotations,
    })
    .from(revisions)
    .where(and(eq(revisions.id, revisionId), viewer.party === "client" ? eq(revisions.clientId, viewer.id) : undefined))
    .limit(1);
  if (!revision) throw new AppError("revision_not_found", "Revision not found");
  const annotations = (revision.annotations ?? []) as Annotation[];
  const index = annotations.findIndex((a) => a.id === annotationId);
  if (index < 0) throw new AppError("comment_not_found", "This comment was not found.");
  return { revision, number: index + 1 };
}

/** Both sides' screens hear of a change to a comment (the client's and every admin's). */
async function announce(deps: Deps, clientId: string, event: LiveEvent) {
  await Promise.all([clientId, "admins"].map((audience) => deps.providers.events.publish({ ...event, audience })));
}

const commentKey = (revisionId: string, annotationId: string) =>
  and(eq(revisionCommentStatuses.revisionId, revisionId), eq(revisionCommentStatuses.annotationId, annotationId));

const versionColumns = {
  version: versionOf(revisionCommentStatuses.updatedAt),
  updatedAt: revisionCommentStatuses.updatedAt,
};

/** The trail names a comment by its revision and annotation (decision 084). */
export const commentTargetId = (revisionId: string, annotationId: string) => `${revisionId}/${annotationId}`;

/** A comment's status with its version (its `ETag`; `"0"` while it has never had one: open). */
export async function getCommentStatus(db: Database, revisionId: string, annotationId: string) {
  await findComment(db, { id: "", party: "admin" }, revisionId, annotationId);
  const [row] = await db
    .select({ status: revisionCommentStatuses.status, version: versionOf(revisionCommentStatuses.updatedAt) })
    .from(revisionCommentStatuses)
    .where(commentKey(revisionId, annotationId));
  return { annotationId, status: (row?.status ?? "open") as CommentStatus, version: row?.version ?? MISSING_VERSION };
}

/**
 * An admin sets a comment's status; like the revision's own status, only to a different value.
 * A comment without a status row gets one at the missing version first, so that there is a row to
 * lock and check `If-Match` against (decision 075).
 */
export async function setCommentStatus(
  deps: Deps,
  actor: AuditActor,
  revisionId: string,
  annotationId: string,
  status: CommentStatus,
  precondition?: Precondition,
) {
  const { revision, number } = await findComment(deps.db, { id: "", party: "admin" }, revisionId, annotationId);
  const version = await deps.db.transaction(async (tx) => {
    await tx
      .insert(revisionCommentStatuses)
      .values({ revisionId, annotationId, status: "open", updatedAt: MISSING_ROW_TIME })
      .onConflictDoNothing();
    const [current] = await tx
      .select({ status: revisionCommentStatuses.status, ...versionColumns })
      .from(revisionCommentStatuses)
      .where(commentKey(revisionId, annotationId))
      .for("update");
    await checkPrecondition(tx, precondition, current);
    if (current.status === status) return null;
    const [updated] = await tx
      .update(revisionCommentStatuses)
      .set({ status, updatedAt: nextVersion(revisionCommentStatuses.updatedAt) })
      .where(commentKey(revisionId, annotationId))
      .returning({ version: versionOf(revisionCommentStatuses.updatedAt) });
    await recordAudit(tx, {
      kind: "comment_status_changed",
      actor,
      targetId: commentTargetId(revisionId, annotationId),
      targetLabel: `#${padNumber(revision.requestNumber)} · ${number}`,
      person: revision.clientId,
      before: { status: current.status },
      after: { status },
    });
    return updated.version;
  });
  if (!version) throw new AppError("status_unchanged", "The comment already has this status.");
  await announce(deps, revision.clientId, { type: "revisions.comment.status", data: { revisionId, annotationId, status } });
  return { annotationId, status, version };
}

/**
 * The client or an admin replies under a comment. The text is checked here as well as in the web
 * form; the thread holds at most COMMENT_REPLIES_MAX replies (counted under a lock on the revision,
 * so two replies at once cannot pass the limit). A reply from the agency notifies the client, one
 * from the client notifies the admins, in the reply's own transaction.
 */
export async function replyToComment(
  deps: Deps,
  viewer: CommentViewer & { email: string; author: Author },
  revisionId: string,
  annotationId: string,
  input: unknown,
): Promise<CommentReply> {
  const { revision, number } = await findComment(deps.db, viewer, revisionId, annotationId);
  const parsed = commentReplyFields.safeParse(input);
  if (!parsed.success) {
    const code = parsed.error.issues[0]?.message;
    throw new AppError(isApiErrorCode(code) ? code : "invalid_request", "The reply is not valid.");
  }
  const fromAdmin = viewer.party === "admin";
  const reply = await deps.db.transaction(async (tx) => {
    await tx.select({ id: revisions.id }).from(revisions).where(eq(revisions.id, revisionId)).for("update");
    const thread = and(eq(revisionCommentReplies.revisionId, revisionId), eq(revisionCommentReplies.annotationId, annotationId));
    const [existing] = await tx.select({ n: count() }).from(revisionCommentReplies).where(thread);
    if ((existing?.n ?? 0) >= COMMENT_REPLIES_MAX) {
      throw new AppError("comment_thread_full", "This comment has reached the most replies it can hold.");
    }
    const [row] = await tx
      .insert(revisionCommentReplies)
      .values({
        revisionId,
        annotationId,
        message: parsed.data.message,
        fromAdmin,
        adminId: fromAdmin ? viewer.id : null,
        // The client's colleague who wrote it (decision 118); the agency's replies name their admin.
        ...(fromAdmin ? {} : { authorId: viewer.author.id, authorLabel: viewer.author.label }),
      })
      .returning();
    const data = { revisionId, commentId: annotationId, number: padNumber(revision.requestNumber), comment: String(number) };
    await notify(tx, deps.config.notifications.timing, {
      key: `revision.comment.reply:${row.id}`,
      ...(fromAdmin
        ? { kind: "revision_comment_reply_agency", to: revision.clientId, data }
        : {
            kind: "revision_comment_reply_client",
            to: "admins",
            data: { ...data, client: viewer.author.label },
          }),
    });
    return row;
  });
  await announce(deps, revision.clientId, { type: "revisions.comment.reply", data: { revisionId, annotationId } });
  return {
    id: reply.id,
    author: fromAdmin ? "admin" : "client",
    adminEmail: fromAdmin ? viewer.email : null,
    authorLabel: null,
    mine: true,
    authorName: null,
    message: reply.message,
    createdAt: reply.createdAt.toISOString(),
  };
}

/**
 * Records that the viewer has opened the comment's thread now (one row per person and comment),
 * when it holds replies they had not seen: reopening a read thread writes nothing.
 */
export async function markCommentViewed(db: Database, viewer: CommentViewer, revisionId: string, annotationId: string) {
  const [, unseen] = await Promise.all([
    findComment(db, viewer, revisionId, annotationId),
    threadHasUnseenReplies(db, viewer, revisionId, annotationId),
  ]);
  if (!unseen) return;
  await db
    .insert(revisionCommentViews)
    .values({ userId: readerOf(viewer), revisionId, annotationId, lastViewedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [revisionCommentViews.userId, revisionCommentViews.revisionId, revisionCommentViews.annotationId],
      set: { lastViewedAt: sql`now()` },
    });
}

async function threadHasUnseenReplies(db: Database, viewer: CommentViewer, revisionId: string, annotationId: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(revisionCommentReplies)
    .leftJoin(
      revisionCommentViews,
      and(
        eq(revisionCommentViews.userId, readerOf(viewer)),
        eq(revisionCommentViews.revisionId, revisionId),
        eq(revisionCommentViews.annotationId, annotationId),
      ),
    )
    .where(
      and(
        eq(revisionCommentReplies.revisionId, revisionId),
        eq(revisionCommentReplies.annotationId, annotationId),
        unseenMessage(revisionCommentReplies, viewer.party, revisionCommentViews.lastViewedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * For the admins' list of clients: per client (the `profiles` row of the outer query), how many of
 * their comments have client replies this admin has not seen.
 */
export function unreadThreadsOfClient(adminId: string): SQL<number> {
  const reply = { fromAdmin: sql.raw("r.from_admin"), createdAt: sql.raw("r.created_at") };
  return sql<number>`(select count(*)::int from (
    select distinct r.revision_id, r.annotation_id from ${revisionCommentReplies} r
    join ${revisions} rv on rv.id = r.revision_id
    left join ${revisionCommentViews} v
      on v.user_id = ${adminId} and v.revision_id = r.revision_id and v.annotation_id = r.annotation_id
    where rv.client_id = ${profiles.id} and ${unseenMessage(reply, "admin", sql.raw("v.last_viewed_at"))}
  ) unread)`;
}

/**
 * How many comment threads have replies the viewer has not seen (a client: on their own
 * revisions), as a query not yet run: a column of the badges' one statement.
 */
export function unreadCommentThreadsCount(db: Database, viewer: CommentViewer) {
  const unread = db
    .selectDistinct({ revisionId: revisionCommentReplies.revisionId, annotationId: revisionCommentReplies.annotationId })
    .from(revisionCommentReplies)
    .innerJoin(revisions, eq(revisions.id, revisionCommentReplies.revisionId))
    .leftJoin(
      revisionCommentViews,
      and(
        eq(revisionCommentViews.userId, readerOf(viewer)),
        eq(revisionCommentViews.revisionId, revisionCommentReplies.revisionId),
        eq(revisionCommentViews.annotationId, revisionCommentReplies.annotationId),
      ),
    )
    .where(
      and(
        unseenMessage(revisionCommentReplies, viewer.party, revisionCommentViews.lastViewedAt),
        viewer.party === "client" ? eq(revisions.clientId, viewer.id) : undefined,
      ),
    )
    .as("unread");
  return db.select({ n: count() }).from(unread);
}
