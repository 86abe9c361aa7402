import type { userListQuery } from "@portal/shared/users-contracts";
import { and } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/index.ts";
import { csvDateTime } from "../../lib/csv.ts";
import { CSV_CHUNK_ROWS, csvStream } from "../../lib/csv-stream.ts";
import { afterRow, keysetColumns, keysetCursor, listOrder, sortExpressions } from "../../lib/list-order.ts";
import { USER_SORT_COLUMNS, userFilters } from "./user-list-service.ts";

const HEADER = ["Full name", "E-mail", "Phone", "Business", "Role", "Language", "Added at (UTC)"];

/** The people of one role matching the search, in the list's order, as a streamed CSV (keyset chunks). */
export function exportUsers(db: Database, query: z.output<typeof userListQuery>) {
  const expressions = sortExpressions(USER_SORT_COLUMNS, query, profiles.id);
  const where = userFilters(query);
  return csvStream<(string | null)[]>(HEADER, async (cursor) => {
    const rows = await db
      .select({ person: profiles, ...keysetColumns(expressions) })
      .from(profiles)
      .where(and(where, cursor ? afterRow(expressions, cursor, query.dir) : undefined))
      .orderBy(...listOrder(USER_SORT_COLUMNS, query, profiles.id))
      .limit(CSV_CHUNK_ROWS);
    const last = rows.at(-1);
    return {
      rows: rows.map(({ person }) => [
        person.fullName,
        person.email,
        person.phone,
        person.businessName,
        person.role,
        person.language,
        csvDateTime(person.createdAt),
      ]),
      next: rows.length === CSV_CHUNK_ROWS && last ? keysetCursor(last, expressions.length) : null,
    };
  });
}
