import { pageInfoOf, pageWindow } from "@portal/shared/pagination";
import type { FeatureListQuery, FeatureListResponse, FeatureRequest, FeatureSavedResponse } from "@portal/shared/store-contracts";
import { FEATURE_IMAGE_MAX_BYTES, type FEATURE_SORT } from "@portal/shared/store-contracts";
import { and, count, eq, getTableColumns, ilike, ne, or, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Database } from "../../db/client.ts";
import { containsPattern } from "../../db/client-queries.ts";
import { preparedPerShape } from "../../db/prepared.ts";
import { features } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { listOrder, type SortColumns } from "../../lib/list-order.ts";
import { singleFileUpload } from "../../lib/multipart/upload-spec.ts";
import { checkPrecondition, nextVersion, type Precondition, withVersion } from "../../lib/preconditions.ts";
import { type AuditActor, changedFields, recordAudit } from "../audit/index.ts";
import { deleteStoredFiles, findFile, storeUpload } from "../files/index.ts";
import { type FeatureRow, toFeature } from "./feature-mapping.ts";
import { syncFeaturePrice } from "./price-sync.ts";
import { publishStoreChanged } from "./store-settings-service.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "log">;

/** What each sort key of the catalogue orders by. */
const FEATURE_SORT_COLUMNS: SortColumns<(typeof FEATURE_SORT.keys)[number]> = {
  title: [features.title],
  price: [features.priceCents],
  created: [features.createdAt],
};

type FeatureOrder = { sort: (typeof FEATURE_SORT.keys)[number]; dir: "asc" | "desc" };

/**
 * The page every visit of the store asks for (no search): built once per sort and kept as a named
 * statement, so neither drizzle nor PostgreSQL's planner redo it on every request.
 */
const unsearchedPage = preparedPerShape(
  (order: FeatureOrder) => `${order.sort}:${order.dir}`,
  (db, order) => {
    const all = db.select({ n: count() }).from(features);
    return db
      .select({
        ...getTableColumns(features),
        matching: sql<number>`(${all})`.mapWith(Number),
        all: sql<number>`(${all})`.mapWith(Number),
      })
      .from(features)
      .orderBy(...listOrder(FEATURE_SORT_COLUMNS, order, features.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(`store_features_${order.sort}_${order.dir}`);
  },
);

/**
 * One page of the catalogue, newest first unless sorted otherwise, searched on title and
 * description. The page carries both counts as columns, so page and counts are one round trip
 * (decision 116); a page past the end has no rows to carry them and counts on its own.
 */
export async function listFeatures(db: Database, query: FeatureListQuery): Promise<FeatureListResponse> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = pattern ? or(ilike(features.title, pattern), ilike(features.description, pattern)) : undefined;
  const window = pageWindow(query);
  // Built only when asked: constructing a query costs more than an unsearched page's whole read.
  const matchingCount = () => db.select({ n: count() }).from(features).where(where);
  const allCount = () => db.select({ n: count() }).from(features);
  const rows = pattern
    ? await db
        .select({
          ...getTableColumns(features),
          matching: sql<number>`(${matchingCount()})`.mapWith(Number),
          all: sql<number>`(${allCount()})`.mapWith(Number),
        })
        .from(features)
        .where(where)
        .orderBy(...listOrder(FEATURE_SORT_COLUMNS, query, features.id))
        .limit(window.limit)
        .offset(window.offset)
    : await unsearchedPage(db, { sort: query.sort, dir: query.dir }).execute(window);
  const [counts] =
    rows.length > 0
      ? rows
      : await db
          .select({
            matching: sql<number>`(${matchingCount()})`.mapWith(Number),
            all: sql<number>`(${allCount()})`.mapWith(Number),
          })
          .from(sql`(VALUES (1)) AS one`);
  return {
    features: rows.map(toFeature),
    ...pageInfoOf(query, counts?.matching ?? 0, counts?.all ?? 0),
  };
}

async function findFeature(db: Database, id: string): Promise<FeatureRow> {
  const [row] = await db.select().from(features).where(eq(features.id, id)).limit(1);
  if (!row) throw new AppError("feature_not_found", "Feature not found.");
  return row;
}

/** The feature-image upload: one image (by content) of at most 10 MB in `image`. */
export const FEATURE_IMAGE_UPLOAD = singleFileUpload({
  fileField: "image",
  maxFileBytes: FEATURE_IMAGE_MAX_BYTES,
  kind: "image",
  tooLarge: "The image is larger than 10 MB.",
  tooMany: "Send one image only.",
});

/** Stores an admin's upload as a public feature image; bytes are checked by content. */
export async function uploadFeatureImage(deps: Deps, file: File) {
  const stored = await storeUpload(
    { db: deps.db, storage: deps.providers.storage },
    { ownerId: null, purpose: "feature_image", kind: "image", maxBytes: FEATURE_IMAGE_MAX_BYTES, file },
  );
  return stored;
}

async function assertFeatureImage(db: Database, imageFileId: string | null) {
  if (!imageFileId) return;
  const file = await findFile(db, imageFileId);
  if (file?.purpose !== "feature_image") {
    throw new AppError("invalid_image", "The image was not uploaded as a feature image.");
  }
}

/**
 * Saves the feature first, then makes its price at the payment provider. A provider failure
 * leaves the feature saved and answers a warning, so the admin can retry by editing.
 */
export async function createFeature(deps: Deps, actor: AuditActor, input: FeatureRequest): Promise<FeatureSavedResponse> {
  await assertFeatureImage(deps.db, input.imageFileId);
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(features)
      .values({ ...input, createdBy: actor.id })
      .returning();
    await recordAudit(tx, {
      kind: "feature_created",
      actor,
      targetId: inserted.id,
      targetLabel: inserted.title,
      after: auditedFeature(inserted),
    });
    return inserted;
  });
  const saved = await withPrice(deps, row);
  await publishStoreChanged(deps);
  return saved;
}

/** What the trail records of a catalogue entry: the fields admins set, price included. */
function auditedFeature(row: FeatureRow) {
  return {
    title: row.title,
    description: row.description,
    priceCents: row.priceCents,
    billingType: row.billingType,
    estimatedDeliveryDays: row.estimatedDeliveryDays,
    imageFileId: row.imageFileId,
  };
}

/** One feature as the edit dialog opens it, with its version (its `ETag`). */
export async function getFeature(db: Database, id: string) {
  const [row] = await db.select(withVersion(features)).from(features).where(eq(features.id, id)).limit(1);
  if (!row) throw new AppError("feature_not_found", "Feature not found.");
  return { feature: toFeature(row), version: row.version };
}

/**
 * Saves the fields given (all of them with PUT, only the changed ones with PATCH), checked
 * against `If-Match` under the row's lock (decision 084).
 */
export async function updateFeature(
  deps: Deps,
  actor: AuditActor,
  id: string,
  input: Partial<FeatureRequest>,
  precondition?: Precondition,
): Promise<FeatureSavedResponse & { version: string }> {
  await findFeature(deps.db, id);
  if (input.imageFileId !== undefined) await assertFeatureImage(deps.db, input.imageFileId);
  const { before, row } = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select(withVersion(features)).from(features).where(eq(features.id, id)).for("update");
    if (!current) throw new AppError("feature_not_found", "Feature not found.");
    await checkPrecondition(tx, precondition, current);
    const [updated] = await tx
      .update(features)
      .set({ ...input, updatedAt: nextVersion(features.updatedAt) })
      .where(eq(features.id, id))
      .returning(withVersion(features));
    const changed = changedFields(auditedFeature(current), auditedFeature(updated));
    if (Object.keys(changed.after).length > 0) {
      await recordAudit(tx, { kind: "feature_updated", actor, targetId: id, targetLabel: updated.title, ...changed });
    }
    return { before: current, row: updated };
  });
  if (before.imageFileId && before.imageFileId !== row.imageFileId) await dropImageIfUnused(deps, before.imageFileId, id);
  const saved = await withPrice(deps, row);
  await publishStoreChanged(deps);
  return { ...saved, version: row.version };
}

export async function deleteFeature(deps: Deps, actor: AuditActor, id: string): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(features).where(eq(features.id, id)).returning();
    if (!deleted) throw new AppError("feature_not_found", "Feature not found.");
    await recordAudit(tx, {
      kind: "feature_deleted",
      actor,
      targetId: id,
      targetLabel: deleted.title,
      before: auditedFeature(deleted),
    });
    return deleted;
  });
  if (row.imageFileId) await dropImageIfUnused(deps, row.imageFileId, id);
  await publishStoreChanged(deps);
}

/** The admin's "recreate price" action: a failure is an error here, not a warning. */
export async function recreateFeaturePrice(deps: Deps, actor: AuditActor, id: string) {
  const row = await findFeature(deps.db, id);
  const synced = await syncFeaturePrice(deps, row);
  if (!synced) throw new AppError("price_sync_failed", "The payment provider could not create the price.");
  // The provider's price exists by now; the entry records which one the feature points at.
  await recordAudit(deps.db, {
    kind: "feature_price_recreated",
    actor,
    targetId: id,
    targetLabel: synced.title,
    before: { providerPriceId: row.providerPriceId },
    after: { providerPriceId: synced.providerPriceId },
  });
  return toFeature(synced);
}

async function withPrice(deps: Deps, row: FeatureRow): Promise<FeatureSavedResponse> {
  const synced = await syncFeaturePrice(deps, row);
  return { feature: toFeature(synced ?? row), warning: synced ? null : "price_sync_failed" };
}

async function dropImageIfUnused(deps: Deps, fileId: string, exceptFeatureId: string) {
  const [other] = await deps.db
    .select({ id: features.id })
    .from(features)
    .where(and(eq(features.imageFileId, fileId), ne(features.id, exceptFeatureId)))
    .limit(1);
  if (!other) await deleteStoredFiles({ db: deps.db, storage: deps.providers.storage }, [fileId]);
}
