import fs from "node:fs/promises";
import path from "node:path";
import { writeFileAtomically } from "../../lib/atomic-write.ts";
import type { FileStorage, StoredObject } from "./file-storage.ts";

/** Files on local disk under `DATA_DIR/files`, with the content type in a sidecar file. */
export class LocalDiskStorage implements FileStorage {
  readonly kind = "local" as const;

  constructor(private readonly root: string) {}

  private pathFor(key: string): string {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return resolved;
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    const file = this.pathFor(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // A reader of the same key (a regenerated PDF, say) gets the old file or the new one, never half.
    await writeFileAtomically(file, body);
    await writeFileAtomically(`${file}.meta`, JSON.stringify({ contentType }));
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathFor(key);
    try {
      const [body, meta] = await Promise.all([fs.readFile(file), fs.readFile(`${file}.meta`, "utf8")]);
      return { body, contentType: (JSON.parse(meta) as { contentType: string }).contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathFor(key);
    await Promise.all([fs.rm(file, { force: true }), fs.rm(`${file}.meta`, { force: true })]);
  }
}
