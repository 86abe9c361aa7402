import { pageInfoOf, pageWindow, type SortOrder } from "@portal/shared/pagination";
import type { USER_SORT, UserListResponse, userListQuery } from "@portal/shared/users-contracts";
import { and, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { clientProjectAssignedTo } from "../../db/assigned-to.ts";
import type { Database } from "../../db/client.ts";
import { clientMatches, clientMatchesPattern, containsPattern } from "../../db/client-queries.ts";
import { preparedPerShape, UNNAMED } from "../../db/prepared.ts";
import { countsByRole, roleTotalColumns } from "../../db/role-totals.ts";
import { profiles } from "../../db/schema/index.ts";
import { listOrder, type SortColumns } from "../../lib/list-order.ts";
import { etagOf, versionOf } from "../../lib/preconditions.ts";

/** What each sort key orders by; each has an index after the role (schema/auth.ts). */
export const USER_SORT_COLUMNS: SortColumns<(typeof USER_SORT.keys)[number]> = {
  name: [profiles.fullName],
  email: [profiles.email],
  business: [profiles.businessName],
  created: [profiles.createdAt],
};

/** The people of one role matching the search (e-mail, full name or business name), and assigned to someone when asked. */
export function userFilters(query: Pick<UserListFilters, "role" | "search" | "assignedTo">) {
  return and(
    eq(profiles.role, query.role),
    clientMatches(query.search),
    query.assignedTo ? clientProjectAssignedTo(profiles.id, query.assignedTo) : undefined,
  );
}

/** The list's query, with whose assigned clients only ("Assigned to me", decision 096). */
type UserListFilters = z.output<typeof userListQuery> & { assignedTo?: string };

type UserListShape = SortOrder<(typeof USER_SORT.keys)[number]> & { searched: boolean; assigned: boolean };

/** A page of one role's people in one order, with or without a search; values come as placeholders. */
const userPageQuery = preparedPerShape(
  (shape: UserListShape) => `${shape.sort}:${shape.dir}:${shape.searched}:${shape.assigned}`,
  (db, shape) =>
    db
      .select({
        id: profiles.id,
        email: profiles.email,
        fullName: profiles.fullName,
        businessName: profiles.businessName,
        phone: profiles.phone,
        role: profiles.role,
        agencyRole: profiles.agencyRole,
        createdAt: profiles.createdAt,
        version: versionOf(profiles.updatedAt),
        // Counted for the page's rows only, off the revisions' client index. Written out because
        // drizzle leaves a one-table select's columns unqualified, which the subquery would shadow.
        unviewedRevisions: sql<number>`(
          SELECT count(*) FROM revisions r
          WHERE r.client_id = profiles.id
            AND NOT EXISTS (SELECT 1 FROM admin_revision_views v WHERE v.revision_id = r.id AND v.admin_id = ${sql.placeholder("adminId")})
        )`.mapWith(Number),
        ...roleTotalColumns,
      })
      .from(profiles)
      .where(
        and(
          eq(profiles.role, sql.placeholder("role")),
          shape.searched ? clientMatchesPattern(sql.placeholder("pattern")) : undefined,
          shape.assigned ? clientProjectAssignedTo(profiles.id, sql.placeholder("assignedTo")) : undefined,
        ),
      )
      .orderBy(...listOrder(USER_SORT_COLUMNS, shape, profiles.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(UNNAMED),
);

/**
 * One page of the people of one role, newest first unless sorted otherwise, searched on e-mail, full name and business name, with
 * how many of each client's revisions this admin has not opened, and the counts per role (kept by triggers, migration 0018).
 */
export async function listUsers(db: Database, adminId: string, query: UserListFilters): Promise<UserListResponse> {
  const { limit, offset } = pageWindow(query);
  const { assignedTo } = query;
  const page = userPageQuery(db, {
    sort: query.sort,
    dir: query.dir,
    searched: Boolean(query.search),
    assigned: Boolean(assignedTo),
  });
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const [rows, searched] = await Promise.all([
    page.execute({ adminId, role: query.role, pattern, assignedTo, limit, offset }),
    // Without a filter, the role's own count is the matching count: no second scan.
    query.search || assignedTo ? db.select({ n: count() }).from(profiles).where(userFilters(query)) : undefined,
  ]);
  // The counts come with the page's rows; an empty page asks for them on their own.
  const roleCounts = rows[0] ? { client: rows[0].clientsTotal, admin: rows[0].adminsTotal } : await countsByRole(db);
  const ofRole = roleCounts[query.role];
  const matching = searched ? (searched[0]?.n ?? 0) : ofRole;
  return {
    users: rows.map(({ clientsTotal, adminsTotal, version, ...r }) => ({
      ...r,
      etag: etagOf(version),
      role: r.role === "admin" ? "admin" : "client",
      createdAt: r.createdAt.toISOString(),
    })),
    ...pageInfoOf(query, matching, ofRole),
    counts: { total: roleCounts.client + roleCounts.admin, clients: roleCounts.client, admins: roleCounts.admin },
  };
}
