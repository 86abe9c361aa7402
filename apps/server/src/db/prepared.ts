import type { Database } from "./client.ts";

/**
 * Queries built once per database and shape (sort, direction, which filters are on), then run
 * with `sql.placeholder` values: the hottest reads skip rebuilding their SQL on every request,
 * which cost more than the rest of the request's JavaScript together. Statements stay unnamed,
 * so PostgreSQL still plans each run for its own values.
 */
export function preparedPerShape<Shape, Query>(
  keyOf: (shape: Shape) => string,
  build: (db: Database, shape: Shape) => Query,
): (db: Database, shape: Shape) => Query {
  const perDatabase = new WeakMap<Database, Map<string, Query>>();
  return (db, shape) => {
    let queries = perDatabase.get(db);
    if (!queries) {
      queries = new Map();
      perDatabase.set(db, queries);
    }
    const key = keyOf(shape);
    let query = queries.get(key);
    if (!query) {
      query = build(db, shape);
      queries.set(key, query);
    }
    return query;
  };
}

/** Drizzle's `.prepare` takes a name; an empty one keeps the statement unnamed in node-postgres. */
export const UNNAMED = "";
