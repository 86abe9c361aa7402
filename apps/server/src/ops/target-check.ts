import type { Database } from "../db/client.ts";
import type { FileStorage } from "../providers/storage/file-storage.ts";
import { nonEmptyTables } from "./load-database.ts";

/** Refuses (throws) unless the database has no rows and the storage holds none of `keys`. */
export async function assertEmptyTarget(db: Database, storage: FileStorage, keys: string[]): Promise<void> {
  const tables = await nonEmptyTables(db);
  if (tables.length > 0) {
    throw new Error(
      `Refusing to write into a database that already holds data (tables with rows: ${tables.join(", ")}). Use an empty database.`,
    );
  }
  for (const key of keys) {
    if (await storage.get(key)) {
      throw new Error(`Refusing to overwrite stored files: ${key} already exists in the target storage.`);
    }
  }
}
