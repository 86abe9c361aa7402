import type { AdminProjectRow } from "@portal/shared/project-contracts";
import { asc, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { milestones } from "../../db/schema/index.ts";

type MilestoneProgress = AdminProjectRow["milestones"][number];

/**
 * The milestones of a page of projects, as the shared progress rule reads them (decision 105):
 * one read of `milestones_project_position_idx` for the page, at most 20 per project.
 */
export async function milestonesOfProjects(db: Database, projectIds: string[]): Promise<Map<string, MilestoneProgress[]>> {
  const byProject = new Map<string, MilestoneProgress[]>();
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .select({ projectId: milestones.projectId, state: milestones.state, dueAt: milestones.dueAt, position: milestones.position })
    .from(milestones)
    .where(inArray(milestones.projectId, projectIds))
    .orderBy(asc(milestones.projectId), asc(milestones.position));
  for (const row of rows) {
    const list = byProject.get(row.projectId) ?? [];
    list.push({
      state: row.state as MilestoneProgress["state"],
      dueAt: row.dueAt?.toISOString() ?? null,
      position: row.position,
    });
    byProject.set(row.projectId, list);
  }
  return byProject;
}
