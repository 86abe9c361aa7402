import { randomUUID } from "node:crypto";
import pino from "pino";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { seedDemoData } from "../db/seed/demo-data.ts";
import type { FileStorage } from "../providers/storage/file-storage.ts";
import { onServer } from "../test/test-database.ts";
import { dumpDatabase } from "./dump-database.ts";
import { fileChecksums, storedKeys } from "./stored-files.ts";

export const silent = pino({ level: "silent" });

export async function seedDemo(database: DatabaseHandle, storage: FileStorage): Promise<void> {
  await seedDemoData({ db: database.db, storage, demoSiteUrl: "http://localhost:3999" }, silent);
}

/** A new, empty PostgreSQL database on the test server; `close` drops it. */
export async function freshPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const name = `portal_ops_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 2, log: silent });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Everything a backup must carry over: each table's rows, the sequences and each file's checksum. */
export async function contents(database: DatabaseHandle, storage: FileStorage) {
  const dump = await dumpDatabase(database.db);
  const files = await fileChecksums(storage, await storedKeys(database.db));
  return { tables: dump.tables, sequences: dump.sequences, files };
}
