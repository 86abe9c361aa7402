import type { LabelledPerson } from "@portal/shared/actor-label";
import type { MyRevisionsResponse } from "@portal/shared/revision-contracts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { preparedPerShape } from "../../db/prepared.ts";
import { profiles } from "../../db/schema/index.ts";
import { buildThreads, type ThreadReply, type ThreadStatus, type ThreadView } from "./comment-threads.ts";
import { pinsOf, type RevisionRow, shapeRevisions } from "./revision-view.ts";

/** One revision as the statement below writes it: its columns, and what the screen shows beside it. */
interface RevisionDocument {
  row: Omit<RevisionRow, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };
  /** The profile of the colleague who requested it, while they exist (decision 128). */
  requester: LabelledPerson | null;
  files: { id: string; fileName: string }[] | null;
  statuses: Omit<ThreadStatus, "revisionId">[] | null;
  replies: (Omit<ThreadReply, "revisionId" | "createdAt" | "adminEmail"> & { createdAt: string })[] | null;
  views: (Omit<ThreadView, "revisionId" | "lastViewedAt"> & { lastViewedAt: string })[] | null;
}

interface OwnRevisionsDocument {
  demoUrl: string | null;
  revisions: RevisionDocument[];
}

/** A text that casts to a uuid (a pin's screenshot id is checked on the way in; an old row is not trusted). */
const UUID_TEXT = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";

/**
 * The client's revisions screen as one JSON document built by PostgreSQL in one statement: the
 * project's demo URL, and per revision (newest first) its columns, the names of its stored images
 * and pin screenshots, its comments' statuses, their replies (oldest first) and the client's
 * views of them (the reader's own: a colleague's reading leaves the thread unread for the others, decision 115). Built once and kept as a named statement (decision 111): the screen used to
 * cost six queries a visit. Timestamps come as JSON text with microseconds; `new Date` reads them
 * to the millisecond as the driver's own parsing does, so the answer is the same to the byte.
 */
const ownRevisionsQuery = preparedPerShape(
  () => "client",
  (db) => {
    const clientId = sql.placeholder("clientId");
    const readerId = sql.placeholder("readerId");
    const document = sql<OwnRevisionsDocument>`json_build_object(
      'demoUrl', (select p.demo_url from projects p where p.client_id = ${clientId} limit 1),
      'revisions', coalesce((
        select json_agg(json_build_object(
          'row', json_build_object(
            'id', r.id, 'clientId', r.client_id, 'projectId', r.project_id, 'requestNumber', r.request_number,
            'description', r.description, 'status', r.status, 'imageFileIds', r.image_file_ids,
            'annotations', r.annotations, 'authorId', r.author_id, 'authorLabel', r.author_label,
            'createdAt', r.created_at, 'updatedAt', r.updated_at),
          'requester', (select json_build_object('fullName', q.full_name, 'email', q.email) from profiles q
            where q.id = r.author_id and q.id <> ${readerId}),
          'files', (
            select json_agg(json_build_object('id', f.id, 'fileName', f.file_name)) from files f
            where f.id = any(array(
              select named.id::uuid from (
                select jsonb_array_elements_text(r.image_file_ids) as id
                union
                select pin->>'screenshotId' from jsonb_array_elements(
                  case when jsonb_typeof(r.annotations) = 'array' then r.annotations else '[]'::jsonb end) as pin
              ) as named
              where named.id ~ ${UUID_TEXT}))),
          'statuses', (
            select json_agg(json_build_object('annotationId', s.annotation_id, 'status', s.status,
              'version', ((extract(epoch from s.updated_at) * 1000000)::bigint)::text))
            from revision_comment_statuses s where s.revision_id = r.id),
          'replies', (
            select json_agg(json_build_object('id', c.id, 'annotationId', c.annotation_id, 'fromAdmin', c.from_admin,
              'adminId', c.admin_id, 'authorId', c.author_id, 'authorLabel', c.author_label,
              'writer', (select json_build_object('fullName', w.full_name, 'email', w.email) from profiles w where w.id = c.author_id),
              'message', c.message, 'createdAt', c.created_at) order by c.created_at, c.id)
            from revision_comment_replies c where c.revision_id = r.id),
          'views', (
            select json_agg(json_build_object('annotationId', v.annotation_id, 'lastViewedAt', v.last_viewed_at))
            from revision_comment_views v where v.user_id = ${readerId} and v.revision_id = r.id)
        ) order by r.created_at desc)
        from revisions r where r.client_id = ${clientId}), '[]'::json))`;
    return db.select({ document }).from(profiles).where(eq(profiles.id, clientId)).prepare("client_revisions");
  },
);

/** The client's revisions, newest first, with their project's demo URL, read by `readerId`: one statement. */
export async function listOwnRevisions(db: Database, clientId: string, readerId = clientId): Promise<MyRevisionsResponse> {
  const [found] = await ownRevisionsQuery(db, undefined).execute({ clientId, readerId });
  if (!found) return { demoUrl: null, revisions: [] };
  const { demoUrl, revisions } = found.document;
  const rows: RevisionRow[] = revisions.map(({ row }) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  }));
  const requesters = new Map(
    revisions.flatMap(({ row, requester }) => (row.authorId && requester ? [[row.authorId, requester] as const] : [])),
  );
  const names = new Map(revisions.flatMap((r) => r.files ?? []).map((f) => [f.id, f.fileName]));
  const threads = buildThreads(
    rows.map((row) => ({ id: row.id, annotations: pinsOf(row) })),
    {
      statuses: revisions.flatMap((r) => (r.statuses ?? []).map((s) => ({ ...s, revisionId: r.row.id }))),
      replies: revisions.flatMap((r) =>
        (r.replies ?? []).map((reply) => ({
          ...reply,
          revisionId: r.row.id,
          createdAt: new Date(reply.createdAt),
          // A client's thread never names the admin who replied.
          adminEmail: null,
        })),
      ),
      views: revisions.flatMap((r) =>
        (r.views ?? []).map((v) => ({ ...v, revisionId: r.row.id, lastViewedAt: new Date(v.lastViewedAt) })),
      ),
    },
    { id: clientId, party: "client", readerId },
  );
  return { demoUrl, revisions: shapeRevisions(rows, names, threads, { id: clientId, party: "client", readerId }, requesters) };
}
