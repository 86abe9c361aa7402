import type { ProjectStatus } from "@portal/shared/constants";
import type { LiveEventPayloads } from "@portal/shared/live-events";
import { pageInfoOf, pageWindow } from "@portal/shared/pagination";
import type {
  AdminProjectRow,
  AdminProjectsQuery,
  AdminProjectsResponse,
  PROJECT_SORT,
  updateProjectRequest,
} from "@portal/shared/project-contracts";
import { and, asc, count, desc, eq, getTableColumns, isNull, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { clientMatches, clientSummaryColumns } from "../../db/client-queries.ts";
import { preparedPerShape } from "../../db/prepared.ts";
import { milestones, profiles, projects } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { listOrder, type SortColumns } from "../../lib/list-order.ts";
import { checkPrecondition, nextVersion, type Precondition, versionOf } from "../../lib/preconditions.ts";
import { type AuditActor, changedFields, recordAudit } from "../audit/index.ts";
import { issueDueInvoicesOf } from "../milestones/index.ts";
import { notify } from "../notifications/index.ts";
import { type ProjectRow, toProject } from "./project-row.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "config">;

/**
 * The progress the screens show, computed in SQL to sort by: the shared rule
 * `computeProgressWithMilestones` (decision 112). A ready project is 100; with milestones, the
 * share approved (rounded as `Math.round`: half up, and the shares are never negative); without,
 * the spec's `computeProjectProgress`. The milestones are read off `milestones_project_position_idx`.
 */
const shownProgress = sql`CASE
  WHEN ${projects.status} = 'ready' THEN 100
  ELSE coalesce(
    (SELECT round(100.0 * count(*) FILTER (WHERE m.state = 'approved') / nullif(count(*), 0))
      FROM ${milestones} m WHERE m.project_id = ${projects.id}),
    CASE
      WHEN ${projects.estimatedDelivery} IS NULL THEN ${projects.progress}
      WHEN ${projects.estimatedDelivery} <= ${projects.createdAt} THEN 100
      ELSE least(100, greatest(0, round(extract(epoch FROM now() - ${projects.createdAt})
        / extract(epoch FROM ${projects.estimatedDelivery} - ${projects.createdAt}) * 100)))
    END)
END`;

type ListedMilestone = { state: AdminProjectRow["milestones"][number]["state"]; dueAt: string | null; position: number };

/** The project's milestones as the progress rule reads them, in their order, in the page's own statement (decision 112). */
const listedMilestones = sql<ListedMilestone[]>`(SELECT coalesce(
    json_agg(json_build_object('state', m.state, 'dueAt', m.due_at, 'position', m.position) ORDER BY m.position),
    '[]'::json)
  FROM ${milestones} m WHERE m.project_id = ${projects.id})`;

/** What each sort key of the dashboard's projects orders by. */
const PROJECT_SORT_COLUMNS: SortColumns<(typeof PROJECT_SORT.keys)[number]> = {
  client: [sql`coalesce(nullif(${profiles.fullName}, ''), ${profiles.email})`],
  status: [projects.status],
  progress: [shownProgress],
  revisions: [projects.revisionCount],
  delivery: [projects.estimatedDelivery],
  created: [projects.createdAt],
};

/** Tells open screens of the client (or of the admins) that a project changed. */
function publishProjectChanged(deps: Deps, audience: string, data: LiveEventPayloads["projects.changed"]) {
  return deps.providers.events.publish({ type: "projects.changed", audience, data });
}

/**
 * The client's project, created (pending, progress 0, no revisions) on first visit; the admins'
 * screens hear of a new one.
 */
export async function getOrCreateOwnProject(deps: Deps, clientId: string) {
  const result = await findOrCreateProject(deps.db, clientId);
  if (result.created) await publishProjectChanged(deps, "admins", { clientId });
  return result;
}

async function findOrCreateProject(db: Database, clientId: string) {
  const [existing] = await db.select().from(projects).where(eq(projects.clientId, clientId)).limit(1);
  if (existing) return { project: toProject(existing), created: false };
  // Two first visits at once: the unique client_id lets one insert win, the other reads it.
  const [inserted] = await db
    .insert(projects)
    .values({ clientId })
    .onConflictDoNothing({ target: projects.clientId })
    .returning();
  const row = inserted ?? (await db.select().from(projects).where(eq(projects.clientId, clientId)).limit(1))[0];
  return { project: toProject(row), created: Boolean(inserted) };
}

/**
 * Everything the admin dashboard shows: the counts, one page of the projects matching the search
 * (client e-mail, name, business) and delivery bound, and one page of clients without a project.
 */
export async function listProjectsForAdmin(
  db: Database,
  query: AdminProjectsQuery & { assignedTo?: string },
): Promise<AdminProjectsResponse> {
  const clientProjects = eq(profiles.role, "client");
  const where = and(
    clientProjects,
    clientMatches(query.search),
    query.assignedTo ? eq(projects.assigneeId, query.assignedTo) : undefined,
    query.deliveryBefore ? lte(projects.estimatedDelivery, new Date(query.deliveryBefore)) : undefined,
  );
  const withoutProject = and(eq(profiles.role, "client"), isNull(projects.id));
  const page = pageWindow(query);
  const withoutQuery = { page: query.withoutPage, pageSize: query.pageSize };
  const withoutPage = pageWindow(withoutQuery);
  const [rows, [matching], [counts], without, [withoutCount]] = await Promise.all([
    db
      .select({
        project: projects,
        email: profiles.email,
        fullName: profiles.fullName,
        businessName: profiles.businessName,
        milestones: listedMilestones,
      })
      .from(projects)
      .innerJoin(profiles, eq(profiles.id, projects.clientId))
      .where(where)
      .orderBy(...listOrder(PROJECT_SORT_COLUMNS, query, projects.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(projects).innerJoin(profiles, eq(profiles.id, projects.clientId)).where(where),
    db
      .select({
        all: count(),
        ready: sql<number>`count(*) filter (where ${projects.status} = 'ready')`.mapWith(Number),
      })
      .from(projects)
      .innerJoin(profiles, eq(profiles.id, projects.clientId))
      .where(clientProjects),
    db
      .select(clientSummaryColumns)
      .from(profiles)
      .leftJoin(projects, eq(projects.clientId, profiles.id))
      .where(withoutProject)
      // Newest first: a client just added is the one an admin is about to start a project for.
      .orderBy(desc(profiles.createdAt), asc(profiles.id))
      .limit(withoutPage.limit)
      .offset(withoutPage.offset),
    db.select({ n: count() }).from(profiles).leftJoin(projects, eq(projects.clientId, profiles.id)).where(withoutProject),
  ]);
  const withoutTotal = withoutCount?.n ?? 0;
  return {
    totalClients: (counts?.all ?? 0) + withoutTotal,
    activeProjects: (counts?.all ?? 0) - (counts?.ready ?? 0),
    completedProjects: counts?.ready ?? 0,
    projects: rows.map((r) => ({
      ...toProject(r.project),
      clientEmail: r.email,
      clientName: r.fullName,
      businessName: r.businessName,
      // JSON text from PostgreSQL; read as drizzle reads a timestamp, then given as the API's ISO string.
      milestones: r.milestones.map((m) => ({ ...m, dueAt: m.dueAt ? new Date(m.dueAt).toISOString() : null })),
    })),
    ...pageInfoOf(query, matching?.n ?? 0, counts?.all ?? 0),
    clientsWithoutProjects: {
      clients: without.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
      ...pageInfoOf(withoutQuery, withoutTotal, withoutTotal),
    },
  };
}

/** Creates a client's project (admin "Create Project"); the client's screens hear of it. */
export async function createProjectFor(deps: Deps, actor: AuditActor, clientId: string) {
  const { db } = deps;
  const [client] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, clientId)).limit(1);
  if (client?.role !== "client") throw new AppError("client_not_found", "Client not found.");
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(projects)
      .values({ clientId })
      .onConflictDoNothing({ target: projects.clientId })
      .returning();
    if (!inserted) throw new AppError("project_exists", "This client already has a project.");
    await recordAudit(tx, {
      kind: "project_created",
      actor,
      targetId: inserted.id,
      person: clientId,
      after: auditedProject(inserted),
    });
    return inserted;
  });
  await publishProjectChanged(deps, row.clientId, { projectId: row.id });
  return toProject(row);
}

/**
 * The client's project off its unique client index, built once and kept as a named statement:
 * every visit of the client's screens asks for it (decision 111).
 */
const ownProjectQuery = preparedPerShape(
  () => "client",
  (db) =>
    db
      .select()
      .from(projects)
      .where(eq(projects.clientId, sql.placeholder("clientId")))
      .limit(1)
      .prepare("client_project"),
);

export async function findProjectOfClient(db: Database, clientId: string) {
  const [row] = await ownProjectQuery(db, undefined).execute({ clientId });
  return row ? toProject(row) : null;
}

/** A project row with its version (decision 075). */
const versionedProject = { ...getTableColumns(projects), version: versionOf(projects.updatedAt) };

/** One client's project for an admin, with its version (the ETag of the admin's edit). */
export async function findVersionedProjectOfClient(db: Database, clientId: string) {
  const [row] = await db.select(versionedProject).from(projects).where(eq(projects.clientId, clientId)).limit(1);
  return row ? { project: toProject(row), version: row.version } : { project: null, version: null };
}

/** What the trail records of a project: the fields admins change. */
function auditedProject(row: ProjectRow) {
  return {
    status: row.status,
    estimatedDelivery: row.estimatedDelivery?.toISOString() ?? null,
    demoUrl: row.demoUrl,
    assigneeId: row.assigneeId,
  };
}

/** A project is assigned only to a member of the agency. */
async function mustBeStaff(tx: Transaction, id: string) {
  const [person] = await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, id)).limit(1);
  if (person?.role !== "admin") throw new AppError("assignee_not_admin", "Projects are assigned to members of the agency only.");
}

/**
 * Admin edit: status, estimated delivery, demo URL and assignee, each saved as null when emptied;
 * only the fields given change. With a precondition, a project changed since its version is refused.
 */
export async function updateProject(
  deps: Deps & Pick<AppDeps, "log">,
  actor: AuditActor,
  id: string,
  input: z.output<typeof updateProjectRequest>,
  precondition?: Precondition,
) {
  const changes: Partial<ProjectRow> = {};
  if (input.status !== undefined) changes.status = input.status;
  if (input.estimatedDelivery !== undefined)
    changes.estimatedDelivery = input.estimatedDelivery ? new Date(input.estimatedDelivery) : null;
  if (input.demoUrl !== undefined) changes.demoUrl = input.demoUrl;
  if (input.assigneeId !== undefined) changes.assigneeId = input.assigneeId;
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select(versionedProject).from(projects).where(eq(projects.id, id)).for("update");
    if (!before) throw new AppError("project_not_found", "Project not found.");
    if (input.assigneeId) await mustBeStaff(tx, input.assigneeId);
    await checkPrecondition(tx, precondition, before);
    const [after] = await tx
      .update(projects)
      .set({ ...changes, updatedAt: nextVersion(projects.updatedAt) })
      .where(eq(projects.id, id))
      .returning(versionedProject);
    const changed = changedFields(auditedProject(before), auditedProject(after));
    if (Object.keys(changed.after).length > 0) {
      await recordAudit(tx, { kind: "project_updated", actor, targetId: id, person: after.clientId, ...changed });
    }
    const delivery = after.estimatedDelivery?.toISOString().slice(0, 10) ?? "";
    const statusChanged = after.status !== before.status;
    if (statusChanged || delivery !== (before.estimatedDelivery?.toISOString().slice(0, 10) ?? "")) {
      await notify(tx, deps.config.notifications.timing, {
        key: `project.updated:${after.id}:${crypto.randomUUID()}`,
        kind: statusChanged && after.status === "ready" ? "project_ready" : "project_updated",
        to: after.clientId,
        // The column's check constraint keeps the status one of PROJECT_STATUSES.
        data: { projectId: after.id, status: after.status as ProjectStatus, delivery },
      });
    }
    return { ...after, started: before.status === "pending" && after.status !== "pending" };
  });
  await publishProjectChanged(deps, row.clientId, { projectId: row.id });
  // The project has started: its deposit is invoiced now (decision 103; the schedule would next run).
  if (row.started) await issueDueInvoicesOf(deps, row.id);
  return { project: toProject(row), version: row.version };
}
