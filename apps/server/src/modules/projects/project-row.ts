import type { Project } from "@portal/shared/project-contracts";
import type { projects } from "../../db/schema/index.ts";

export type ProjectRow = typeof projects.$inferSelect;

/** A project row as the API answers it. */
export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    clientId: row.clientId,
    status: row.status as Project["status"],
    progress: row.progress,
    revisionCount: row.revisionCount,
    demoUrl: row.demoUrl,
    estimatedDelivery: row.estimatedDelivery?.toISOString() ?? null,
    assigneeId: row.assigneeId,
    createdAt: row.createdAt.toISOString(),
  };
}
