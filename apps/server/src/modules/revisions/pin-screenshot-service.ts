import { MAX_PIN_SCREENSHOT_BYTES } from "@portal/shared/constants";
import { and, eq, inArray, lt } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Database } from "../../db/client.ts";
import { files, projects, revisions } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { hasActivePremium } from "../billing/index.ts";
import { deleteStoredFiles, fileUrl, storeUpload } from "../files/index.ts";

/** Screenshots not in any revision this long after they were taken belong to comments never sent. */
const UNUSED_SCREENSHOT_MS = 24 * 60 * 60 * 1000;

type Deps = Pick<AppDeps, "db" | "providers">;

/** The screenshot ids in these revision rows' pins. */
function screenshotIdsIn(rows: { annotations: unknown[] | null }[]): Set<string> {
  const ids = new Set<string>();
  for (const row of rows) {
    for (const pin of row.annotations ?? []) {
      const id = (pin as { screenshotId?: unknown }).screenshotId;
      if (typeof id === "string") ids.add(id);
    }
  }
  return ids;
}

/** Removes the client's screenshots of comments that were never sent (older than a day, in no revision). */
async function removeUnusedScreenshots(deps: Deps, clientId: string) {
  const { db } = deps;
  const old = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.ownerId, clientId),
        eq(files.purpose, "pin_screenshot"),
        lt(files.createdAt, new Date(Date.now() - UNUSED_SCREENSHOT_MS)),
      ),
    );
  if (old.length === 0) return;
  const used = screenshotIdsIn(
    await db.select({ annotations: revisions.annotations }).from(revisions).where(eq(revisions.clientId, clientId)),
  );
  const unused = old.map((f) => f.id).filter((id) => !used.has(id));
  await deleteStoredFiles({ db, storage: deps.providers.storage }, unused);
}

/**
 * Stores the screenshot the bridge took when the client placed a pin, as a private image of the
 * client (checked by content, re-encoded), for the pin to carry on submit. Only a client who may
 * request revisions (a project with a demo, premium) may upload; unused older ones are cleared.
 */
export async function storePinScreenshot(deps: Deps, clientId: string, image: File | undefined) {
  if (!image) throw new AppError("invalid_file_type", "Please send the screenshot as an image.");
  const [project] = await deps.db
    .select({ demoUrl: projects.demoUrl })
    .from(projects)
    .where(eq(projects.clientId, clientId))
    .limit(1);
  if (!project) throw new AppError("missing_project", "Missing user or project information");
  if (!(await hasActivePremium(deps.db, clientId)))
    throw new AppError("premium_required", "An active premium subscription is required.");
  if (!project.demoUrl)
    throw new AppError("demo_url_required", "A demo link must be provided by the admin before you can request revisions");
  await removeUnusedScreenshots(deps, clientId);
  const stored = await storeUpload(
    { db: deps.db, storage: deps.providers.storage },
    {
      ownerId: clientId,
      purpose: "pin_screenshot",
      file: image,
      kind: "image",
      maxBytes: MAX_PIN_SCREENSHOT_BYTES,
      fileName: "pin-screenshot",
    },
  );
  return { id: stored.id, url: fileUrl(stored.id) };
}

/** Refuses pins whose screenshot is not one of this client's pin screenshots. */
export async function checkPinScreenshots(db: Database, clientId: string, pins: { screenshotId?: string | null }[]) {
  const ids = [...new Set(pins.flatMap((p) => (p.screenshotId ? [p.screenshotId] : [])))];
  if (ids.length === 0) return;
  const own = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.ownerId, clientId), eq(files.purpose, "pin_screenshot")));
  const index = pins.findIndex((p) => p.screenshotId && !own.some((f) => f.id === p.screenshotId));
  if (index >= 0) throw new AppError("invalid_annotations", "A comment's screenshot was not found.", { index });
}
