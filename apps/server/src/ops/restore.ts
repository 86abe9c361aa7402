import type { DatabaseHandle } from "../db/client.ts";
import type { FileStorage } from "../providers/storage/file-storage.ts";
import { readArchive } from "./archive.ts";
import { type DatabaseDump, dumpDatabase } from "./dump-database.ts";
import { loadDatabase } from "./load-database.ts";
import { compareWithManifest, type Manifest, tableSummary } from "./manifest.ts";
import { fileChecksums } from "./stored-files.ts";
import { assertEmptyTarget } from "./target-check.ts";

export interface RestoreResult {
  manifest: Manifest;
  /** Differences found after restoring; empty when every count and checksum matches. */
  problems: string[];
}

async function readDump(file: string): Promise<{ dump: DatabaseDump; manifest?: Manifest }> {
  const dump: DatabaseDump = { tables: {}, sequences: {}, lastMigrationAt: null };
  let manifest: Manifest | undefined;
  for await (const entry of readArchive(file)) {
    if (entry.kind === "row") {
      const rows = dump.tables[entry.table] ?? [];
      rows.push(entry.row);
      dump.tables[entry.table] = rows;
    } else if (entry.kind === "sequence") dump.sequences[entry.name] = entry.value;
    else if (entry.kind === "manifest") manifest = entry.manifest as Manifest;
  }
  return { dump, manifest };
}

/** Checks what the target holds now against the manifest. */
export async function verifyTarget(
  target: { database: DatabaseHandle; storage: FileStorage },
  manifest: Manifest,
): Promise<string[]> {
  const tables = tableSummary(await dumpDatabase(target.database.db));
  const files = await fileChecksums(target.storage, Object.keys(manifest.files));
  return compareWithManifest(manifest, tables, files);
}

/** Restores an archive into an empty, migrated database and storage, then verifies it. */
export async function restoreBackup(
  target: { database: DatabaseHandle; storage: FileStorage },
  file: string,
): Promise<RestoreResult> {
  const { dump, manifest } = await readDump(file);
  if (!manifest) throw new Error(`${file} has no manifest: the backup is incomplete or not a portal backup.`);
  for (const name of Object.keys(manifest.tables)) dump.tables[name] ??= [];
  await assertEmptyTarget(target.database.db, target.storage, Object.keys(manifest.files));
  await loadDatabase(target.database.db, dump);
  for await (const entry of readArchive(file)) {
    if (entry.kind === "file") await target.storage.put(entry.key, Buffer.from(entry.data, "base64"), entry.contentType);
  }
  return { manifest, problems: await verifyTarget(target, manifest) };
}
