import { type AnyColumn, type Placeholder, type SQL, sql } from "drizzle-orm";
import { projects } from "./schema/index.ts";

/** Rows of a client (given by their id column) whose project is assigned to this staff member (decision 096). */
export function clientProjectAssignedTo(clientId: AnyColumn, staffId: string | Placeholder): SQL {
  return sql`exists (select 1 from ${projects} where ${projects.clientId} = ${clientId} and ${projects.assigneeId} = ${staffId})`;
}
