import type { SQL } from "drizzle-orm";

/** The rows of a raw query; node-postgres and PGlite both answer with `{ rows }`. */
export async function rowsOf<T>(db: { execute(query: SQL): Promise<unknown> }, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
