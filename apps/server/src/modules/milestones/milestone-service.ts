import {
  type approvalRequestRequest,
  type createMilestoneRequest,
  MILESTONE_TEMPLATE,
  MILESTONES_PER_PROJECT_MAX,
  type updateMilestoneRequest,
} from "@portal/shared/milestone-contracts";
import { and, count, eq, max, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { milestones, projects } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { checkPrecondition, nextVersion, type Precondition } from "../../lib/preconditions.ts";
import { type AuditActor, changedFields, recordAudit } from "../audit/index.ts";
import { notify } from "../notifications/index.ts";
import { issueDueInvoicesOf } from "./milestone-schedule-service.ts";
import { auditedMilestone, listMilestones, milestoneLabel, versionedMilestone } from "./milestone-view.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "config" | "log">;

/** Tells the client's open screens and the admins' that a project's milestones changed. */
export async function publishMilestonesChanged(deps: Pick<AppDeps, "providers">, project: { id: string; clientId: string }) {
  const data = { projectId: project.id };
  await deps.providers.events.publish({ type: "milestones.changed", audience: project.clientId, data });
  await deps.providers.events.publish({ type: "milestones.changed", audience: "admins", data });
}

/** The project, locked for the change (positions are numbered under this lock). */
async function lockProject(tx: Transaction, projectId: string) {
  const [project] = await tx
    .select({ id: projects.id, clientId: projects.clientId, demoUrl: projects.demoUrl })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for("update");
  if (!project) throw new AppError("project_not_found", "Project not found.");
  return project;
}

/** One milestone with its project, the milestone locked for the change. */
async function lockMilestone(tx: Transaction, id: string) {
  const [row] = await tx.select(versionedMilestone).from(milestones).where(eq(milestones.id, id)).for("update");
  if (!row) throw new AppError("milestone_not_found", "Milestone not found.");
  const [project] = await tx
    .select({ id: projects.id, clientId: projects.clientId, demoUrl: projects.demoUrl })
    .from(projects)
    .where(eq(projects.id, row.projectId));
  if (!project) throw new AppError("milestone_not_found", "Milestone not found.");
  return { row, project };
}

/** A project's milestones for an admin. */
export async function listMilestonesForAdmin(db: Database, projectId: string) {
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw new AppError("project_not_found", "Project not found.");
  return listMilestones(db, projectId);
}

async function positionsOf(tx: Transaction, projectId: string) {
  const [row] = await tx
    .select({ n: count(), last: max(milestones.position) })
    .from(milestones)
    .where(eq(milestones.projectId, projectId));
  return { n: row?.n ?? 0, next: (row?.last ?? -1) + 1 };
}

/** A milestone invoiced on its due date needs one. */
function mustHaveDueDate(invoiceOn: string, dueAt: Date | string | null) {
  if (invoiceOn === "due_date" && !dueAt)
    throw new AppError("milestone_due_date_required", "A milestone invoiced on its due date needs a due date.");
}

/** Adds a milestone at the end of the project's list. */
export async function createMilestone(
  deps: Deps,
  actor: AuditActor,
  projectId: string,
  input: z.output<typeof createMilestoneRequest>,
) {
  const project = await deps.db.transaction(async (tx) => {
    const locked = await lockProject(tx, projectId);
    mustHaveDueDate(input.invoiceOn, input.dueAt);
    const { n, next } = await positionsOf(tx, projectId);
    if (n >= MILESTONES_PER_PROJECT_MAX) throw new AppError("too_many_milestones", "A project has at most 20 milestones.");
    const [row] = await tx
      .insert(milestones)
      .values({
        projectId,
        position: next,
        titleEn: input.title.en,
        titleHe: input.title.he,
        dueAt: input.dueAt ? new Date(input.dueAt) : null,
        amountCents: input.amountCents,
        invoiceOn: input.invoiceOn,
      })
      .returning();
    if (!row) throw new Error("milestone insert returned nothing");
    await recordAudit(tx, {
      kind: "milestone_created",
      actor,
      targetId: row.id,
      targetLabel: milestoneLabel(row),
      person: locked.clientId,
      after: auditedMilestone(row),
    });
    return locked;
  });
  await publishMilestonesChanged(deps, project);
  // A deposit of a project already started, or a date already past, is invoiced now (decision 103).
  await issueDueInvoicesOf(deps, projectId);
  return listMilestones(deps.db, projectId);
}

/** Deposit, Design, Build, Launch: offered to a project that has no milestones yet. */
export async function createMilestonesFromTemplate(deps: Deps, actor: AuditActor, projectId: string) {
  const project = await deps.db.transaction(async (tx) => {
    const locked = await lockProject(tx, projectId);
    if ((await positionsOf(tx, projectId)).n > 0) throw new AppError("milestones_exist", "This project already has milestones.");
    const rows = await tx
      .insert(milestones)
      .values(
        MILESTONE_TEMPLATE.map((t, position) => ({ projectId, position, titleEn: t.en, titleHe: t.he, invoiceOn: t.invoiceOn })),
      )
      .returning();
    for (const row of rows) {
      await recordAudit(tx, {
        kind: "milestone_created",
        actor,
        targetId: row.id,
        targetLabel: milestoneLabel(row),
        person: locked.clientId,
        after: auditedMilestone(row),
      });
    }
    return locked;
  });
  await publishMilestonesChanged(deps, project);
  return listMilestones(deps.db, projectId);
}

/** Edits a milestone's title, date, amount or state; an approved one stays as it was signed. */
export async function updateMilestone(
  deps: Deps,
  actor: AuditActor,
  id: string,
  input: z.output<typeof updateMilestoneRequest>,
  precondition?: Precondition,
) {
  const { project, version } = await deps.db.transaction(async (tx) => {
    const { row: before, project } = await lockMilestone(tx, id);
    await checkPrecondition(tx, precondition, before);
    if (before.state === "approved") throw new AppError("milestone_approved", "An approved milestone can no longer be changed.");
    const changes: Partial<typeof milestones.$inferInsert> = {};
    if (input.title) Object.assign(changes, { titleEn: input.title.en, titleHe: input.title.he });
    if (input.dueAt !== undefined) changes.dueAt = input.dueAt ? new Date(input.dueAt) : null;
    if (input.amountCents !== undefined) changes.amountCents = input.amountCents;
    if (input.state !== undefined) changes.state = input.state;
    if (input.invoiceOn !== undefined) changes.invoiceOn = input.invoiceOn;
    const dueAt = changes.dueAt !== undefined ? changes.dueAt : before.dueAt;
    mustHaveDueDate(changes.invoiceOn ?? before.invoiceOn, dueAt);
    const [after] = await tx
      .update(milestones)
      .set({ ...changes, updatedAt: nextVersion(milestones.updatedAt) })
      .where(eq(milestones.id, id))
      .returning(versionedMilestone);
    if (!after) throw new AppError("milestone_not_found", "Milestone not found.");
    const changed = changedFields(auditedMilestone(before), auditedMilestone(after));
    if (Object.keys(changed.after).length > 0) {
      await recordAudit(tx, {
        kind: "milestone_updated",
        actor,
        targetId: id,
        targetLabel: milestoneLabel(after),
        person: project.clientId,
        ...changed,
      });
    }
    return { project, version: after.version };
  });
  await publishMilestonesChanged(deps, project);
  await issueDueInvoicesOf(deps, project.id);
  return { milestones: await listMilestones(deps.db, project.id), version };
}

/** Puts all of a project's milestones in the order given (every id, each once). */
export async function reorderMilestones(deps: Deps, actor: AuditActor, projectId: string, ids: string[]) {
  const project = await deps.db.transaction(async (tx) => {
    const locked = await lockProject(tx, projectId);
    const current = await tx
      .select({ id: milestones.id })
      .from(milestones)
      .where(eq(milestones.projectId, projectId))
      .orderBy(milestones.position);
    const known = new Set(current.map((m) => m.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((i) => known.has(i)))
      throw new AppError("milestone_order_mismatch", "The order must name each of the project's milestones once.");
    for (const [position, milestoneId] of ids.entries()) {
      await tx
        .update(milestones)
        .set({ position, updatedAt: nextVersion(milestones.updatedAt) })
        .where(and(eq(milestones.id, milestoneId), sql`${milestones.position} <> ${position}`));
    }
    await recordAudit(tx, {
      kind: "milestones_reordered",
      actor,
      targetId: projectId,
      person: locked.clientId,
      before: { order: current.map((m) => m.id).join(",") },
      after: { order: ids.join(",") },
    });
    return locked;
  });
  await publishMilestonesChanged(deps, project);
  return listMilestones(deps.db, projectId);
}

/** Removes a milestone; an approved one and its sign-off stay. */
export async function removeMilestone(deps: Deps, actor: AuditActor, id: string, precondition?: Precondition) {
  const project = await deps.db.transaction(async (tx) => {
    const { row, project } = await lockMilestone(tx, id);
    await checkPrecondition(tx, precondition, row);
    if (row.state === "approved") throw new AppError("milestone_approved", "An approved milestone can no longer be removed.");
    await tx.delete(milestones).where(eq(milestones.id, id));
    await recordAudit(tx, {
      kind: "milestone_deleted",
      actor,
      targetId: id,
      targetLabel: milestoneLabel(row),
      person: project.clientId,
      before: auditedMilestone(row),
    });
    return project;
  });
  await publishMilestonesChanged(deps, project);
  return listMilestones(deps.db, project.id);
}

/** Asks the client to approve a milestone after reviewing the named demo pages; the client is told. */
export async function requestApproval(
  deps: Deps,
  actor: AuditActor,
  id: string,
  input: z.output<typeof approvalRequestRequest>,
  precondition?: Precondition,
) {
  const project = await deps.db.transaction(async (tx) => {
    const { row, project } = await lockMilestone(tx, id);
    await checkPrecondition(tx, precondition, row);
    if (row.state === "approved") throw new AppError("milestone_approved", "This milestone is already approved.");
    if (!project.demoUrl) throw new AppError("demo_url_required", "Set the project's demo URL before asking for approval.");
    const pages = [...new Set(input.pages)];
    const [after] = await tx
      .update(milestones)
      .set({
        state: "awaiting_approval",
        reviewPages: pages,
        versionLabel: input.versionLabel,
        approvalRequestedAt: sql`now()`,
        updatedAt: nextVersion(milestones.updatedAt),
      })
      .where(eq(milestones.id, id))
      .returning();
    if (!after) throw new AppError("milestone_not_found", "Milestone not found.");
    await recordAudit(tx, {
      kind: "milestone_approval_requested",
      actor,
      targetId: id,
      targetLabel: milestoneLabel(after),
      person: project.clientId,
      before: { state: row.state },
      after: { state: after.state, pages: pages.join(" "), versionLabel: input.versionLabel },
    });
    await notify(tx, deps.config.notifications.timing, {
      key: `milestone.approval:${id}:${crypto.randomUUID()}`,
      kind: "milestone_approval_requested",
      to: project.clientId,
      data: { milestoneId: id, milestone: milestoneLabel(after), version: input.versionLabel },
    });
    return project;
  });
  await publishMilestonesChanged(deps, project);
  return listMilestones(deps.db, project.id);
}
