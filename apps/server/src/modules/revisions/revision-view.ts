import type { Annotation } from "@portal/shared/annotations";
import type { Revision, RevisionAnnotation } from "@portal/shared/revision-contracts";
import { inArray } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { files, type revisions } from "../../db/schema/index.ts";
import { fileUrl } from "../files/index.ts";
import { type CommentViewer, loadCommentThreads } from "./comment-threads.ts";

type RevisionRow = typeof revisions.$inferSelect;

const pinsOf = (row: RevisionRow) => (row.annotations ?? []) as Annotation[];

/** A pin with its screenshot's authorised URL, when the screenshot is still stored. */
function withScreenshot(pin: Annotation, stored: Map<string, string>): RevisionAnnotation {
  return pin.screenshotId && stored.has(pin.screenshotId) ? { ...pin, screenshotUrl: fileUrl(pin.screenshotId) } : pin;
}

/**
 * Revision rows as the API answers them, with their images' and pin screenshots' authorised URLs,
 * and each comment's status and thread as `viewer` sees them.
 */
export async function toRevisions(db: Database | Transaction, rows: RevisionRow[], viewer: CommentViewer): Promise<Revision[]> {
  const screenshots = rows.flatMap((r) => pinsOf(r).flatMap((p) => (p.screenshotId ? [p.screenshotId] : [])));
  const ids = [...new Set([...rows.flatMap((r) => r.imageFileIds), ...screenshots])];
  const listed = rows.map((row) => ({ id: row.id, annotations: pinsOf(row) }));
  // The files' names and the comment threads side by side (neither needs the other).
  const [named, threads] = await Promise.all([
    ids.length > 0 ? db.select({ id: files.id, fileName: files.fileName }).from(files).where(inArray(files.id, ids)) : [],
    loadCommentThreads(db, listed, viewer),
  ]);
  const names = new Map(named.map((f) => [f.id, f.fileName]));
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
      createdAt: row.createdAt.toISOString(),
    };
  });
}
