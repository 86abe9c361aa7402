import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Logger } from "pino";
import { migrationsFolder, pgliteOptions } from "./client.ts";
import { FORMAT_FILE, formatOf } from "./pglite-format.ts";

/**
 * A migrated, empty embedded database the build makes beside the compiled server (decision 134).
 * A new data folder starts as a copy of it: PostgreSQL's `initdb` and the first migrations, run in
 * the portal's own process, grew PGlite's WebAssembly memory by about 95 MB that it never gave back.
 * From source (`npm run dev`, the tests) there is none, and PGlite makes the folder itself.
 */
const pgliteTemplateFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "pglite-template");

/** Makes the template in `folder` (through a staging folder, so a cut-short build leaves none). */
export async function makePgliteTemplate(folder: string): Promise<void> {
  const staging = `${folder}.staging`;
  fs.rmSync(staging, { recursive: true, force: true });
  const client = new PGlite(staging, pgliteOptions());
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.close();
  }
  fs.rmSync(folder, { recursive: true, force: true });
  fs.renameSync(staging, folder);
}

/**
 * Makes a new embedded data folder `dir` a copy of the template, when there is one and `dir` holds
 * no database yet; the copy is staged beside `dir` and renamed into place. Returns whether it did.
 */
export function startFromTemplate(dir: string, log: Logger, template = pgliteTemplateFolder): boolean {
  if (formatOf(dir) !== undefined || !fs.existsSync(path.join(template, FORMAT_FILE))) return false;
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) return false;
  const staging = `${dir}.template`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(template, staging, { recursive: true });
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(staging, dir);
  log.info("new embedded database made from the build's migrated template");
  return true;
}
