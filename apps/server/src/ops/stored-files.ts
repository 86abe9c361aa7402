import { createHash } from "node:crypto";
import type { Database } from "../db/client.ts";
import { files } from "../db/schema/index.ts";
import type { FileStorage } from "../providers/storage/file-storage.ts";

export interface StoredFile {
  key: string;
  contentType: string;
  body: Uint8Array;
}

export const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest("hex");

/** The storage keys the `files` table knows; nothing else is ever written to storage. */
export async function storedKeys(db: Database): Promise<string[]> {
  const rows = await db.select({ key: files.storageKey }).from(files);
  return rows.map((row) => row.key).sort();
}

/** Reads each file one at a time; a key whose bytes are gone is reported, not skipped silently. */
export async function* readStoredFiles(storage: FileStorage, keys: string[]): AsyncGenerator<StoredFile> {
  for (const key of keys) {
    const object = await storage.get(key);
    if (!object) throw new Error(`The stored file ${key} is listed in the database but missing from storage`);
    yield { key, contentType: object.contentType, body: object.body };
  }
}

/** SHA-256 of every listed file as the storage holds it now (null when missing). */
export async function fileChecksums(storage: FileStorage, keys: string[]): Promise<Record<string, string | null>> {
  const sums: Record<string, string | null> = {};
  for (const key of keys) {
    const object = await storage.get(key);
    sums[key] = object ? sha256(object.body) : null;
  }
  return sums;
}
