import fs from "node:fs";
import path from "node:path";

/** PostgreSQL names its major version in this file of every data folder. */
export const FORMAT_FILE = "PG_VERSION";
/** PGlite 0.5 runs PostgreSQL 18; 0.3 ran 17, whose folders 0.5 cannot open (decision 130). */
export const CURRENT_FORMAT = "18";

/** The folder a move to the current format works in, next to the data folder. */
export const workFolder = (dir: string) => `${dir}.upgrade`;

export function formatOf(dir: string): string | undefined {
  try {
    return fs.readFileSync(path.join(dir, FORMAT_FILE), "utf8").trim();
  } catch {
    return undefined;
  }
}

/** Whether the PGlite folder must be moved first: an older format, or a move cut short. */
export function needsUpgrade(dir: string): boolean {
  const format = formatOf(dir);
  return (format !== undefined && format !== CURRENT_FORMAT) || fs.existsSync(workFolder(dir));
}
