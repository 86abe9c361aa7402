import type { DatabaseHandle } from "../db/client.ts";
import type { FileStorage } from "../providers/storage/file-storage.ts";
import { type ArchiveEntry, writeArchive } from "./archive.ts";
import { dumpDatabase } from "./dump-database.ts";
import { type Manifest, newManifest } from "./manifest.ts";
import { readStoredFiles, sha256, storedKeys } from "./stored-files.ts";

/** Writes the database and the stored files to one archive; returns its manifest. */
export async function createBackup(source: { database: DatabaseHandle; storage: FileStorage }, file: string): Promise<Manifest> {
  const dump = await dumpDatabase(source.database.db);
  const keys = await storedKeys(source.database.db);
  const manifest = newManifest(source.database.kind, dump);
  async function* entries(): AsyncGenerator<ArchiveEntry> {
    for (const [table, lines] of Object.entries(dump.tables)) {
      for (const row of lines) yield { kind: "row", table, row };
    }
    for (const [name, value] of Object.entries(dump.sequences)) yield { kind: "sequence", name, value };
    for await (const stored of readStoredFiles(source.storage, keys)) {
      manifest.files[stored.key] = { sha256: sha256(stored.body), bytes: stored.body.byteLength };
      const data = Buffer.from(stored.body).toString("base64");
      yield { kind: "file", key: stored.key, contentType: stored.contentType, data };
    }
    yield { kind: "manifest", manifest };
  }
  await writeArchive(file, entries());
  return manifest;
}
