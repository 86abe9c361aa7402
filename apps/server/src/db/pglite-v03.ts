import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Logger } from "pino";
import type { Database, DatabaseHandle } from "./client.ts";
import { migrationsFolder } from "./client.ts";
import * as schema from "./schema/index.ts";

/**
 * A data folder in PGlite 0.3's format (PostgreSQL 17), opened with PGlite 0.3.16 (installed as
 * `pglite-v03`) and migrated to this version's schema. Only the move to 0.5's format uses it
 * (decision 130), so the old PGlite is imported on that first start and never otherwise.
 */
export async function openPgliteV03(dataDir: string, log: Logger): Promise<DatabaseHandle> {
  const { PGlite } = await import("pglite-v03");
  const { pg_trgm } = await import("pglite-v03/contrib/pg_trgm");
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  try {
    await client.exec("SET maintenance_work_mem = '4MB'");
    const db = drizzle(client as never, { schema });
    await migrate(db, { migrationsFolder });
    log.debug({ dataDir }, "PGlite 0.3 folder opened and migrated");
    return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}
