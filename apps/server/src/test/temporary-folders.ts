import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach } from "vitest";

/** Makes empty folders under the system's temporary folder, each removed after the test that made it. */
export function temporaryFolders(prefix: string): () => string {
  const made: string[] = [];
  afterEach(() => {
    for (const folder of made.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });
  return () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    made.push(folder);
    return folder;
  };
}
