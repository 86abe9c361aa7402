import { randomUUID } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import pino, { type Logger } from "pino";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import type { DatabaseTimeouts } from "../db/postgres-pool.ts";

export interface TestDatabase extends DatabaseHandle {
  /** The test database's name on the PostgreSQL server (none on PGlite). */
  name?: string;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or when TEST_DATABASE_URL is
 * set a new database created on that PostgreSQL server and dropped afterwards. `connectVia`
 * rewrites the URL the app connects with (a test puts a proxy it can cut in between).
 */
export async function openTestDatabase(
  options: { log?: Logger; connectVia?: (url: URL) => URL; timeouts?: DatabaseTimeouts } = {},
): Promise<TestDatabase> {
  const log = options.log ?? pino({ level: "silent" });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const image = provided("pgliteImage");
    return openDatabase({ log, pgliteImage: image ? new Blob([fs.readFileSync(image)]) : undefined });
  }

  const name = `portal_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const template = provided("postgresTemplate");
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    url: (options.connectVia?.(url) ?? url).toString(),
    poolSize: 5,
    log,
    timeouts: options.timeouts,
  });
  return {
    ...handle,
    name,
    close: async () => {
      // The pool's connections are gone once this resolves (the caller has closed the event bus),
      // so FORCE only ever ends connections a failed test left behind.
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * What the test run's global set-up migrated once (`global-setup.ts`); nothing outside Vitest
 * (the benchmarks), where each database is migrated from scratch. Migrating a clone is then a no-op.
 */
function provided(key: "pgliteImage" | "postgresTemplate"): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/** Runs one statement on the server's own database, on a connection of its own. */
export async function onServer(serverUrl: string, statement: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl });
  // Without a handler, an error event (the server restarting) would end the test process.
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await client.query(statement, params);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Ends every connection to this test's own database (never another's), as a database restart
 * would, and waits until the server has let them go.
 */
export async function terminateConnections(database: TestDatabase): Promise<number> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || !database.name) throw new Error("terminateConnections needs a PostgreSQL test database");
  const result = await onServer(
    serverUrl,
    "SELECT pg_terminate_backend(pid, 5000) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
    [database.name],
  );
  return result.rows.filter((row: { ended: boolean }) => row.ended).length;
}
