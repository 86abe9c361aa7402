import type { LabelledPerson } from "@portal/shared/actor-label";
import type { Annotation } from "@portal/shared/annotations";
import type { CommentThread } from "@portal/shared/comment-workflow";
import type { Revision, RevisionAnnotation } from "@portal/shared/revision-contracts";
import { inArray } from "drizzle-orm";
import { authorSeenBy } from "../../auth/author.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { files, profiles, type revisions } from "../../db/schema/index.ts";
import { fileUrl } from "../files/index.ts";
import { type CommentViewer, loadCommentThreads, readerOf } from "./comment-threads.ts";

export type RevisionRow = typeof revisions.$inferSelect;

/** The profiles of the people who requested revisions, by id, while they exist (decision 128). */
export type Requesters = Map<string, LabelledPerson>;

/** The pins (annotations) of a revision row. */
export const pinsOf = (row: RevisionRow) => (row.annotations ?? []) as Annotation[];

/** The ids of the files a revision names: its images and its pins' screenshots. */
const fileIdsOf = (row: RevisionRow) => [
  ...row.imageFileIds,
  ...pinsOf(row).flatMap((p) => (p.screenshotId ? [p.screenshotId] : [])),
];

/** A pin with its screenshot's authorised URL, when the screenshot is still stored. */
function withScreenshot(pin: Annotation, stored: Map<string, string>): RevisionAnnotation {
  return pin.screenshotId && stored.has(pin.screenshotId) ? { ...pin, screenshotUrl: fileUrl(pin.screenshotId) } : pin;
}

/**
 * Revision rows as the API answers them, with their images' and pin screenshots' authorised URLs,
 * and each comment's status and thread as `viewer` sees them.
 */
export async function toRevisions(db: Database | Transaction, rows: RevisionRow[], viewer: CommentViewer): Promise<Revision[]> {
  const ids = [...new Set(rows.flatMap(fileIdsOf))];
  const listed = rows.map((row) => ({ id: row.id, annotations: pinsOf(row) }));
  // A client is told which colleague requested a revision; their own requests need no name.
  const colleagues =
    viewer.party === "client"
      ? [...new Set(rows.flatMap((r) => (r.authorId && r.authorId !== readerOf(viewer) ? [r.authorId] : [])))]
      : [];
  // The files' names, the comment threads and the colleagues side by side (none needs another).
  const [named, threads, requesters] = await Promise.all([
    ids.length > 0 ? db.select({ id: files.id, fileName: files.fileName }).from(files).where(inArray(files.id, ids)) : [],
    loadCommentThreads(db, listed, viewer),
    colleagues.length > 0
      ? db
          .select({ id: profiles.id, fullName: profiles.fullName, email: profiles.email })
          .from(profiles)
          .where(inArray(profiles.id, colleagues))
      : [],
  ]);
  const names = new Map(named.map((f) => [f.id, f.fileName]));
  return shapeRevisions(rows, names, threads, viewer, new Map(requesters.map((p) => [p.id, p])));
}

/**
 * Revision rows as the API answers them, from what was read beside them: the names of their
 * stored files (by id), their comment threads and the profiles of who requested them.
 */
export function shapeRevisions(
  rows: RevisionRow[],
  names: Map<string, string>,
  threads: Map<string, CommentThread[]>,
  viewer: CommentViewer,
  requesters: Requesters,
): Revision[] {
  const reader = { id: readerOf(viewer), party: viewer.party };
  return rows.map((row) => {
    const images = row.imageFileIds
      .filter((id) => names.has(id))
      .map((id) => ({ id, url: fileUrl(id), fileName: names.get(id) ?? "" }));
    return {
      id: row.id,
      clientId: row.clientId,
      projectId: row.projectId,
      requestNumber: row.requestNumber,
      description: row.description,
      status: row.status as Revision["status"],
      screenshotUrl: images[0]?.url ?? null,
      images,
      annotations: pinsOf(row).map((pin) => withScreenshot(pin, names)),
      comments: threads.get(row.id) ?? [],
      authorLabel: viewer.party === "admin" ? row.authorLabel : null,
      ...authorSeenBy(reader, {
        fromAdmin: false,
        adminId: null,
        authorId: row.authorId,
        authorLabel: row.authorLabel,
        writer: (row.authorId && requesters.get(row.authorId)) || null,
      }),
      createdAt: row.createdAt.toISOString(),
    };
  });
}
