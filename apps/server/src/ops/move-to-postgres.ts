import type { DatabaseHandle } from "../db/client.ts";
import type { FileStorage } from "../providers/storage/file-storage.ts";
import { dumpDatabase } from "./dump-database.ts";
import { loadDatabase } from "./load-database.ts";
import { type Manifest, newManifest } from "./manifest.ts";
import { verifyTarget } from "./restore.ts";
import { readStoredFiles, sha256, storedKeys } from "./stored-files.ts";
import { assertEmptyTarget } from "./target-check.ts";

/**
 * Copies an embedded installation into an empty PostgreSQL database (and into other storage when
 * `target.storage` is not the source's), then verifies counts and checksums like a restore.
 */
export async function moveToPostgres(
  source: { database: DatabaseHandle; storage: FileStorage },
  target: { database: DatabaseHandle; storage: FileStorage; sameStorage: boolean },
): Promise<{ manifest: Manifest; problems: string[] }> {
  if (target.database.kind !== "postgres") throw new Error("The target must be a PostgreSQL database (DATABASE_URL).");
  const dump = await dumpDatabase(source.database.db);
  const keys = await storedKeys(source.database.db);
  await assertEmptyTarget(target.database.db, target.storage, target.sameStorage ? [] : keys);
  const manifest = newManifest(source.database.kind, dump);
  await loadDatabase(target.database.db, dump);
  for await (const stored of readStoredFiles(source.storage, keys)) {
    manifest.files[stored.key] = { sha256: sha256(stored.body), bytes: stored.body.byteLength };
    if (!target.sameStorage) await target.storage.put(stored.key, stored.body, stored.contentType);
  }
  return { manifest, problems: await verifyTarget(target, manifest) };
}
