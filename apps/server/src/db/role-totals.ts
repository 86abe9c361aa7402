import type { Role } from "@portal/shared/constants";
import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { preparedPerShape, UNNAMED } from "./prepared.ts";
import { profileRoleTotals } from "./schema/index.ts";

const roleTotalsQuery = preparedPerShape(
  () => "all",
  (db) => db.select().from(profileRoleTotals).prepare(UNNAMED),
);

/** How many people hold each role: one read of the row per role that triggers keep exact (migration 0018). */
export async function countsByRole(db: Database): Promise<Record<Role, number>> {
  const rows = await roleTotalsQuery(db, undefined).execute();
  const of = (role: Role) => rows.find((r) => r.role === role)?.count ?? 0;
  return { client: of("client"), admin: of("admin") };
}

/**
 * The same counts as columns of another select, so a page and its counts come back in one
 * statement (one round trip instead of two on the busiest list).
 */
export const roleTotalColumns = {
  clientsTotal: sql<number>`(SELECT count FROM profile_role_totals WHERE role = 'client')`.mapWith(Number),
  adminsTotal: sql<number>`(SELECT count FROM profile_role_totals WHERE role = 'admin')`.mapWith(Number),
};
