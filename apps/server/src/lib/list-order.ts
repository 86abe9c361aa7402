import type { SortOrder } from "@portal/shared/pagination";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** The SQL each whitelisted sort key of a list orders by (one or more expressions, most significant first). */
export type SortColumns<K extends string> = Record<K, readonly (SQL | AnyColumn)[]>;

/**
 * Descending puts empty values last and ascending first (`DESC NULLS LAST` is the exact reverse of
 * `ASC NULLS FIRST`), so one btree index serves a column both ways.
 */
const DIRECTION = {
  asc: sql.raw("ASC NULLS FIRST"),
  desc: sql.raw("DESC NULLS LAST"),
} as const;

/** The expressions of a sort, ending on the row's unique id so a page never repeats or skips a row. */
export function sortExpressions<K extends string>(
  columns: SortColumns<K>,
  order: SortOrder<K>,
  id: SQL | AnyColumn,
): (SQL | AnyColumn)[] {
  return [...columns[order.sort], id];
}

/** ORDER BY terms of a list's sort, in the same direction, with the id as tiebreak. */
export function listOrder<K extends string>(columns: SortColumns<K>, order: SortOrder<K>, id: SQL | AnyColumn): SQL[] {
  return sortExpressions(columns, order, id).map((e) => sql`${e} ${DIRECTION[order.dir]}`);
}

/**
 * Keyset condition for "rows after this one" in a `listOrder` (used to stream a whole sorted list
 * in chunks without OFFSET): `values` are the previous row's values of the same expressions, read
 * as text and compared in the column's own type. Empty values follow the direction's rule above.
 */
export function afterRow(
  expressions: readonly (SQL | AnyColumn)[],
  values: readonly (string | null)[],
  dir: "asc" | "desc",
): SQL {
  const [head, ...rest] = expressions;
  const [value, ...restValues] = values;
  const tail = rest.length > 0 ? afterRow(rest, restValues, dir) : sql`false`;
  if (value === null) {
    // Nulls come first ascending (everything non-null is after) and last descending (only nulls after).
    return dir === "asc" ? sql`((${head} IS NULL AND ${tail}) OR ${head} IS NOT NULL)` : sql`(${head} IS NULL AND ${tail})`;
  }
  const beyond = dir === "asc" ? sql`${head} > ${value}` : sql`(${head} < ${value} OR ${head} IS NULL)`;
  return sql`(${beyond} OR (${head} = ${value} AND ${tail}))`;
}

/** The sort expressions of a row selected as text (`k0`, `k1`, ...), to resume after that row. */
export function keysetColumns(expressions: readonly (SQL | AnyColumn)[]): Record<string, SQL<string | null>> {
  return Object.fromEntries(expressions.map((e, i) => [`k${i}`, sql<string | null>`(${e})::text`]));
}

/** The keyset position of a row selected with `keysetColumns`. */
export function keysetCursor(row: Record<string, unknown>, count: number): (string | null)[] {
  return Array.from({ length: count }, (_, i) => (row[`k${i}`] as string | null) ?? null);
}
