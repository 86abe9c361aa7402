import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import type { Logger } from "pino";
import { drizzleOverPglite } from "./pglite-drizzle-client.ts";
import { needsUpgrade } from "./pglite-format.ts";
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

/**
 * PostgreSQL's memory settings in PGlite (decision 130). Its WebAssembly memory only grows, so
 * what PostgreSQL touches once stays in the process: a 16 MB buffer pool instead of the compiled-in
 * 128 MB, and index builds that sort in 4 MB (64 MB by default) and spill the rest to disk
 * (decision 078).
 */
const PGLITE_SETTINGS = ["shared_buffers=16MB", "maintenance_work_mem=4MB"];

/** PGlite's options: the trigram extension and the settings above, after PGlite's own. */
export function pgliteOptions(loadDataDir?: Blob) {
  const settings = PGLITE_SETTINGS.flatMap((setting) => ["-c", setting]);
  return { extensions: { pg_trgm }, loadDataDir, startParams: [...PGlite.defaultStartParams, ...settings] };
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
  const dataDir = options.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  if (!dataDir.startsWith("memory://") && needsUpgrade(dataDir)) {
    // The portal and the commands open through openAppDatabase, which moves such a folder first.
    throw new Error(`${dataDir} is in PGlite 0.3's format (or its move was cut short): open it with openAppDatabase`);
  }
  const client = new PGlite(dataDir, pgliteOptions(options.pgliteImage));
  const db = await drizzleOverPglite(client, schema);
  await migratePglite(db, { migrationsFolder });
  // Both drivers expose the same query builder; the node-postgres type is used throughout.
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}
