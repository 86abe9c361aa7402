import fs from "node:fs";
import readline from "node:readline";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";

/**
 * A backup is one gzipped file of JSON lines (readable with `zcat`): table rows, sequences, files
 * (base64) and, last, the manifest, so that a backup cut short has no manifest and is refused.
 */
export type ArchiveEntry =
  | { kind: "row"; table: string; row: string }
  | { kind: "sequence"; name: string; value: number | null }
  | { kind: "file"; key: string; contentType: string; data: string }
  | { kind: "manifest"; manifest: unknown };

export async function writeArchive(file: string, entries: AsyncIterable<ArchiveEntry>): Promise<void> {
  const partial = `${file}.partial`;
  async function* lines() {
    for await (const entry of entries) yield `${JSON.stringify(entry)}\n`;
  }
  await pipeline(Readable.from(lines()), createGzip(), fs.createWriteStream(partial));
  await fs.promises.rename(partial, file);
}

export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const input = fs.createReadStream(file).pipe(createGunzip());
  for await (const line of readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (line) yield JSON.parse(line) as ArchiveEntry;
  }
}
