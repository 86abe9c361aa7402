import type { RevisionStatus } from "@portal/shared/constants";
import { padNumber } from "@portal/shared/format";
import { pageInfoOf, pageWindow } from "@portal/shared/pagination";
import type { REVISION_CLIENT_SORT, RevisionClientsQuery } from "@portal/shared/revision-contracts";
import { and, count, desc, eq, ilike, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { clientProjectAssignedTo } from "../../db/assigned-to.ts";
import type { Database } from "../../db/client.ts";
import { clientSummaryColumns, containsPattern } from "../../db/client-queries.ts";
import { countsByRole } from "../../db/role-totals.ts";
import { adminRevisionViews, profiles, projects, revisions } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { listOrder, type SortColumns } from "../../lib/list-order.ts";
import { checkPrecondition, currentVersion, nextVersion, type Precondition, withVersion } from "../../lib/preconditions.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";
import { notify } from "../notifications/index.ts";
import { unreadThreadsOfClient } from "./comment-workflow-service.ts";
import { toRevisions } from "./revision-view.ts";

/** What each sort key of Revision Requests' clients orders by (the counts are the page query's own). */
const REVISION_CLIENT_SORT_COLUMNS: SortColumns<(typeof REVISION_CLIENT_SORT.keys)[number]> = {
  email: [profiles.email],
  name: [profiles.fullName],
  revisions: [sql`count(${revisions.id})`],
  unviewed: [sql`count(${revisions.id}) filter (where ${adminRevisionViews.revisionId} is null)`],
  created: [profiles.createdAt],
};

/**
 * One page of the clients (searched on e-mail), newest first unless sorted otherwise, with their
 * revision counts, this admin's unopened ones and their comments with client replies this admin
 * has not seen.
 */
export async function listRevisionClients(db: Database, adminId: string, query: RevisionClientsQuery & { assignedTo?: string }) {
  const clients = eq(profiles.role, "client");
  const where = and(
    clients,
    query.search ? ilike(profiles.email, containsPattern(query.search)) : undefined,
    query.assignedTo ? clientProjectAssignedTo(profiles.id, query.assignedTo) : undefined,
  );
  const filtered = query.search || query.assignedTo;
  const { limit, offset } = pageWindow(query);
  const [rows, matching, totals] = await Promise.all([
    db
      .select({
        ...clientSummaryColumns,
        revisionCount: sql<number>`count(${revisions.id})::int`,
        unviewedCount: sql<number>`(count(${revisions.id}) filter (where ${adminRevisionViews.revisionId} is null))::int`,
        unreadReplies: unreadThreadsOfClient(adminId),
      })
      .from(profiles)
      .leftJoin(revisions, eq(revisions.clientId, profiles.id))
      .leftJoin(adminRevisionViews, and(eq(adminRevisionViews.revisionId, revisions.id), eq(adminRevisionViews.adminId, adminId)))
      .where(where)
      .groupBy(profiles.id)
      .orderBy(...listOrder(REVISION_CLIENT_SORT_COLUMNS, query, profiles.id))
      .limit(limit)
      .offset(offset),
    filtered ? db.select({ n: count() }).from(profiles).where(where) : undefined,
    countsByRole(db),
  ]);
  return {
    clients: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    ...pageInfoOf(query, matching ? (matching[0]?.n ?? 0) : totals.client, totals.client),
  };
}

/** A client's revisions for an admin, newest first. */
export async function listClientRevisions(db: Database, clientId: string, adminId: string) {
  const rows = await db.select().from(revisions).where(eq(revisions.clientId, clientId)).orderBy(desc(revisions.createdAt));
  return toRevisions(db, rows, { id: adminId, party: "admin" });
}

type Deps = Pick<AppDeps, "db" | "providers" | "config">;

/**
 * One revision for an admin, with the client's e-mail and the demo URL; records the admin's first
 * view, which the admins' screens hear of (counts changed). Announcing every read would make open
 * screens refetch forever.
 */
export async function openRevisionAsAdmin(deps: Deps, revisionId: string, adminId: string) {
  const { db } = deps;
  const [row] = await db
    .select({
      revision: revisions,
      clientEmail: profiles.email,
      demoUrl: projects.demoUrl,
      viewed: sql<boolean>`exists (select 1 from ${adminRevisionViews} v where v.admin_id = ${adminId} and v.revision_id = ${revisions.id})`,
    })
    .from(revisions)
    .innerJoin(profiles, eq(profiles.id, revisions.clientId))
    .innerJoin(projects, eq(projects.id, revisions.projectId))
    .where(eq(revisions.id, revisionId))
    .limit(1);
  if (!row) throw new AppError("revision_not_found", "Revision not found");
  // Opening it again writes nothing: the view is recorded once.
  const recorded = row.viewed
    ? []
    : await db
        .insert(adminRevisionViews)
        .values({ adminId, revisionId })
        .onConflictDoNothing({ target: [adminRevisionViews.adminId, adminRevisionViews.revisionId] })
        .returning({ revisionId: adminRevisionViews.revisionId });
  if (recorded.length > 0) {
    await deps.providers.events.publish({ type: "revisions.viewed", audience: "admins", data: { revisionId } });
  }
  const [revision] = await toRevisions(db, [row.revision], { id: adminId, party: "admin" });
  return { ...revision, clientEmail: row.clientEmail, demoUrl: row.demoUrl };
}

/** Any status may become any other, only if it differs from the current one; the client's screens hear of it. */
export async function updateRevisionStatus(
  deps: Deps,
  actor: AuditActor,
  revisionId: string,
  status: RevisionStatus,
  precondition?: Precondition,
) {
  const { db } = deps;
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select(withVersion(revisions)).from(revisions).where(eq(revisions.id, revisionId)).for("update");
    if (!current) throw new AppError("revision_not_found", "Revision not found");
    await checkPrecondition(tx, precondition, current);
    if (current.status === status) throw new AppError("status_unchanged", "The revision already has this status.");
    const [updated] = await tx
      .update(revisions)
      .set({ status, updatedAt: nextVersion(revisions.updatedAt) })
      .where(eq(revisions.id, revisionId))
      .returning(withVersion(revisions));
    await recordAudit(tx, {
      kind: "revision_status_changed",
      actor,
      targetId: revisionId,
      targetLabel: `#${padNumber(updated.requestNumber)}`,
      person: updated.clientId,
      before: { status: current.status },
      after: { status },
    });
    await notify(tx, deps.config.notifications.timing, {
      key: `revision.status:${updated.id}:${crypto.randomUUID()}`,
      kind: "revision_status",
      to: updated.clientId,
      data: { revisionId: updated.id, number: padNumber(updated.requestNumber), status },
    });
    return updated;
  });
  const [revision] = await toRevisions(db, [row], { id: actor.id, party: "admin" });
  await deps.providers.events.publish({ type: "revisions.updated", audience: row.clientId, data: { revisionId } });
  return { revision, version: row.version };
}

/** The revision's version (its `ETag`), or null when it does not exist. */
export function revisionVersion(db: Database, id: string): Promise<string | null> {
  return currentVersion(db, revisions, eq(revisions.id, id));
}
