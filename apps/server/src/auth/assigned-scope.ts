import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.ts";
import { projects, revisions } from "../db/schema/index.ts";

/**
 * How an admin route's row leads to the project a designer must be assigned to (decision 096):
 * the revision in the `id` parameter, the client (one project each) in `clientId`, or a list the
 * route filters itself (`assignedFilter` in `route-access.ts`).
 */
export type AssignedScope = "revision" | "client" | "list";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the row's project is assigned to this staff member; a row that does not exist is not. */
export async function checkAssigned(
  db: Database | Transaction,
  scope: "revision" | "client",
  id: string,
  staffId: string,
): Promise<boolean> {
  // The guard runs before the parameters are validated: an id that is not one matches nothing.
  if (!UUID.test(id)) return false;
  const assigned = eq(projects.assigneeId, staffId);
  const rows =
    scope === "revision"
      ? await db
          .select({ id: revisions.id })
          .from(revisions)
          .innerJoin(projects, eq(projects.id, revisions.projectId))
          .where(and(eq(revisions.id, id), assigned))
          .limit(1)
      : await db
          .select({ id: projects.id })
          .from(projects)
          .where(and(eq(projects.clientId, id), assigned))
          .limit(1);
  return rows.length > 0;
}
