import { DEFAULT_REVISIONS_PER_PROJECT } from "@portal/shared/agency-settings";
import { normaliseAnnotations } from "@portal/shared/annotations";
import { MAX_REVISION_IMAGE_BYTES, MAX_REVISION_IMAGES } from "@portal/shared/constants";
import { padNumber } from "@portal/shared/format";
import type { Revision } from "@portal/shared/revision-contracts";
import { effectiveDescription, remainingRevisions, revisionContentError } from "@portal/shared/revision-rules";
import { and, eq, lt, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Author } from "../../auth/author.ts";
import { agencySettings, projects, revisions } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { getAgencySettings } from "../agency/index.ts";
import { hasActivePremium } from "../billing/index.ts";
import { deleteStoredFiles, storeUploads } from "../files/index.ts";
import { notify } from "../notifications/index.ts";
import { checkPinScreenshots } from "./pin-screenshot-service.ts";
import { toRevisions } from "./revision-view.ts";

export interface SubmitRevisionInput {
  description: string;
  /** Annotations in any accepted shape. */
  annotations: unknown;
  images: File[];
}

const limitReached = (limit: number) =>
  new AppError("revision_limit_reached", `You have used all ${limit} available revisions for this project.`);

/** The agency's revisions per project as stored when the statement runs (the default before the row exists). */
const revisionLimitNow = sql`COALESCE((SELECT (${agencySettings.premium}->>'revisionsPerProject')::int FROM ${agencySettings} WHERE ${agencySettings.id} = 1), ${DEFAULT_REVISIONS_PER_PROJECT})`;

/**
 * Submits a revision request for the client's project. Everything is checked before anything is
 * stored; images are stored (checked by content) before the transaction and removed again when
 * the revision is refused. The agency's limit (its premium plan's revisions per project) holds
 * under concurrency: the project's revision_count is raised by one conditional UPDATE against the
 * limit as stored at that moment (which locks the row), and its new value is the request
 * number, so rows and count never drift. The admins' screens hear of the new revision.
 */
export async function submitRevision(
  deps: Pick<AppDeps, "db" | "providers" | "config">,
  clientId: string,
  author: Author,
  input: SubmitRevisionInput,
) {
  const { db } = deps;
  const files = { db, storage: deps.providers.storage };
  const normalised = normaliseAnnotations(input.annotations);
  if (!normalised.ok) throw new AppError(normalised.error, "The comments are not valid.", { index: normalised.index });
  const annotations = normalised.annotations;
  const contentError = revisionContentError({
    description: input.description,
    commentCount: annotations.length,
    imageCount: input.images.length,
  });
  if (contentError) throw new AppError(contentError, "Please enter a description or add comments to your revision request");
  if (input.images.length > MAX_REVISION_IMAGES) throw new AppError("too_many_images", "You can only upload up to 5 images");

  const [project] = await db.select().from(projects).where(eq(projects.clientId, clientId)).limit(1);
  if (!project) throw new AppError("missing_project", "Missing user or project information");
  if (!(await hasActivePremium(db, clientId)))
    throw new AppError("premium_required", "An active premium subscription is required.");
  if (!project.demoUrl)
    throw new AppError("demo_url_required", "A demo link must be provided by the admin before you can request revisions");
  const { revisionsPerProject } = (await getAgencySettings(db)).premium;
  if (project.revisionCount >= revisionsPerProject) throw limitReached(revisionsPerProject);
  await checkPinScreenshots(db, clientId, annotations);

  const stored = await storeUploads(files, input.images, {
    ownerId: clientId,
    purpose: "revision_image",
    kind: "image",
    // "Under 5 MB": a file of exactly 5 MB is refused.
    maxBytes: MAX_REVISION_IMAGE_BYTES - 1,
  });
  let created: { row: typeof revisions.$inferSelect; revision: Revision };
  try {
    created = await db.transaction(async (tx) => {
      const [counted] = await tx
        .update(projects)
        .set({ revisionCount: sql`${projects.revisionCount} + 1` })
        // The limit as stored at this moment (not a cached copy): an admin's change is never raced past.
        .where(and(eq(projects.id, project.id), lt(projects.revisionCount, revisionLimitNow)))
        .returning({ revisionCount: projects.revisionCount });
      if (!counted) throw limitReached(revisionsPerProject);
      const [inserted] = await tx
        .insert(revisions)
        .values({
          clientId,
          projectId: project.id,
          requestNumber: counted.revisionCount,
          description: effectiveDescription(input.description),
          status: "pending",
          imageFileIds: stored.map((f) => f.id),
          annotations: annotations.length > 0 ? annotations : null,
          authorId: author.id,
          authorLabel: author.label,
        })
        .returning();
      await notify(tx, deps.config.notifications.timing, {
        key: `revision.created:${inserted.id}`,
        kind: "revision_requested",
        to: "admins",
        data: { revisionId: inserted.id, number: padNumber(inserted.requestNumber), client: author.label },
      });
      // The answer is read inside the transaction: once it commits, nothing left can fail the
      // request, so an Idempotency-Key's retry replays this answer instead of filing again.
      const [revision] = await toRevisions(tx, [inserted], { id: clientId, party: "client", readerId: author.id });
      return { row: inserted, revision };
    });
  } catch (error) {
    // Refused or failed: the images belong to no revision.
    await deleteStoredFiles(
      files,
      stored.map((f) => f.id),
    );
    throw error;
  }
  // Once committed, the images are the revision's whatever happens next; so is the answer.
  const { row, revision } = created;
  await deps.providers.events.publish({ type: "revisions.created", audience: "admins", data: { revisionId: row.id } });
  return { revision, revisionCount: row.requestNumber, remaining: remainingRevisions(row.requestNumber, revisionsPerProject) };
}
