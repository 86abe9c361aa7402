import { count, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";

/**
 * A filtered count over a long list stops after this many rows past the page (rounded up to a
 * multiple): counting 100,000 matches of a broad filter costs more than the page itself
 * (decision 042). The answer then says "more than" the bound.
 */
export const FILTERED_COUNT_STEP = 1000;

/** Where a filtered count may stop for this page: past the page's last row, at a round number. */
export function countBoundFor(page: { page: number; pageSize: number }): number {
  return Math.ceil((page.page * page.pageSize + 1) / FILTERED_COUNT_STEP) * FILTERED_COUNT_STEP;
}

/** Rows of `table` matching `where`, counted up to `bound` (null: exactly); `atLeast` when more match. */
export async function countUpTo(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  bound: number | null,
): Promise<{ n: number; atLeast: boolean }> {
  if (bound === null) {
    const [{ n }] = await db.select({ n: count() }).from(table).where(where);
    return { n, atLeast: false };
  }
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(bound + 1)
    .as("matching");
  const [{ n }] = await db.select({ n: count() }).from(matching);
  return n > bound ? { n: bound, atLeast: true } : { n, atLeast: false };
}
