import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import type { Logger } from "pino";
import { createPostgresPool, type DatabaseTimeouts } from "./postgres-pool.ts";
import * as schema from "./schema/index.ts";

export type Database = ReturnType<typeof drizzlePg<typeof schema>>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The node-postgres pool when on PostgreSQL (used by LISTEN/NOTIFY). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Migrations run on a connection of their own, without the requests' timeouts (an index may take long). */
async function migratePostgres(url: string, log: Logger): Promise<void> {
  const { pool, close } = createPostgresPool({ url, max: 1, log });
  try {
    await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
  } finally {
    await close();
  }
}

/**
 * Opens the database: PostgreSQL over `url` when given, otherwise PGlite with its files under
 * `dataDir` (or in memory when `dataDir` is `memory://`). Migrations are applied before it returns.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  /** PostgreSQL only: the statement, lock and connection waits (PGlite has one connection, in this process). */
  timeouts?: DatabaseTimeouts;
  /** PGlite only: a dumped data folder to start from (tests start from one migrated copy). */
  pgliteImage?: Blob;
  log: Logger;
}): Promise<DatabaseHandle> {
  if (options.url) {
    if (options.timeouts) await migratePostgres(options.url, options.log);
    const { pool, close } = createPostgresPool({
      url: options.url,
      max: options.poolSize ?? 10,
      log: options.log,
      timeouts: options.timeouts,
    });
    const db = drizzlePg(pool, { schema });
    try {
      if (!options.timeouts) await migratePg(db, { migrationsFolder });
    } catch (error) {
      await close();
      throw error;
    }
    return { db, kind: "postgres", pool, close };
  }
  const client = new PGlite(options.dataDir ?? "memory://", {
    extensions: { pg_trgm },
    loadDataDir: options.pgliteImage,
  });
  // WebAssembly memory never shrinks: what an index build sorts in memory (64 MB by default)
  // would stay in the process for its whole life. Small sorts spill to disk instead (decision 078).
  await client.exec("SET maintenance_work_mem = '4MB'");
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // Both drivers expose the same query builder; the node-postgres type is used throughout.
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}
