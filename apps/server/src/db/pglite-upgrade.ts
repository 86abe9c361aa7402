import fs from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { currentHolder, lockDataFolder } from "../ops/data-folder-lock.ts";
import { type DatabaseDump, dumpDatabase } from "../ops/dump-database.ts";
import { loadDatabase } from "../ops/load-database.ts";
import { sha256 } from "../ops/stored-files.ts";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { CURRENT_FORMAT, formatOf, needsUpgrade, workFolder } from "./pglite-format.ts";
import { startFromTemplate } from "./pglite-template.ts";
import { openPgliteV03 } from "./pglite-v03.ts";

const READY = "ready.json";

export type UpgradeStep = "copied" | "dumped" | "loaded" | "ready" | "old-renamed";

export interface UpgradeResult {
  backup: string;
  tables: number;
  rows: number;
}

/** Writes a file and makes it durable, with the folder entry naming it. */
function writeDurably(file: string, text: string): void {
  const fd = fs.openSync(file, "w", 0o600);
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  syncFolder(path.dirname(file));
}

function syncFolder(dir: string): void {
  const fd = fs.openSync(dir, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Per table: row count and checksum of the sorted rows; then the sequences. */
function differences(expected: DatabaseDump, actual: DatabaseDump): string[] {
  const problems: string[] = [];
  for (const [name, rows] of Object.entries(expected.tables)) {
    const found = actual.tables[name];
    if (!found) problems.push(`table ${name} is missing`);
    else if (found.length !== rows.length) problems.push(`table ${name}: ${found.length} rows, expected ${rows.length}`);
    else if (sha256(found.join("\n")) !== sha256(rows.join("\n"))) problems.push(`table ${name}: checksum differs`);
  }
  for (const [name, value] of Object.entries(expected.sequences)) {
    if (actual.sequences[name] !== value) problems.push(`sequence ${name}: ${actual.sequences[name]}, expected ${value}`);
  }
  return problems;
}

function backupName(now: Date): string {
  return `db-pglite-0.3-backup-${now.toISOString().replace(/[:.]/g, "-")}`;
}

/** Step 4: the renames, from wherever a previous attempt stopped. */
function finishSwap(dir: string, log: Logger, interrupt: (step: UpgradeStep) => void): string {
  const work = workFolder(dir);
  const { backup } = JSON.parse(fs.readFileSync(path.join(work, READY), "utf8")) as { backup: string };
  const backupDir = path.join(path.dirname(dir), backup);
  if (fs.existsSync(dir) && formatOf(dir) !== CURRENT_FORMAT) {
    fs.renameSync(dir, backupDir);
    syncFolder(path.dirname(dir));
  }
  interrupt("old-renamed");
  if (!fs.existsSync(dir)) {
    fs.renameSync(path.join(work, "new"), dir);
    syncFolder(path.dirname(dir));
  }
  fs.rmSync(work, { recursive: true, force: true });
  log.warn(
    { database: dir, backup: backupDir },
    `The embedded database is in PGlite 0.5's format; the old folder is kept at ${backupDir}`,
  );
  return backupDir;
}

async function dumpOld(copy: string, log: Logger): Promise<DatabaseDump> {
  const old = await openPgliteV03(copy, log);
  try {
    return await dumpDatabase(old.db);
  } finally {
    await old.close();
  }
}

async function loadNew(target: string, dump: DatabaseDump, log: Logger): Promise<void> {
  const database = await openDatabase({ dataDir: target, log });
  try {
    await loadDatabase(database.db, dump);
    const problems = differences(dump, await dumpDatabase(database.db));
    if (problems.length > 0) {
      throw new Error(
        `Moving the embedded database to PGlite 0.5 failed verification (the old folder is unchanged):\n  - ${problems.join("\n  - ")}`,
      );
    }
  } finally {
    await database.close();
  }
}

async function move(dir: string, log: Logger, interrupt: (step: UpgradeStep) => void): Promise<UpgradeResult> {
  const work = workFolder(dir);
  if (fs.existsSync(path.join(work, READY))) {
    return { backup: finishSwap(dir, log, interrupt), tables: 0, rows: 0 };
  }
  // A move cut short before it was verified: begin again from the untouched folder.
  fs.rmSync(work, { recursive: true, force: true });
  if (formatOf(dir) === CURRENT_FORMAT || !fs.existsSync(dir)) return { backup: "", tables: 0, rows: 0 };
  log.warn({ database: dir }, "Moving the embedded database to PGlite 0.5's format (once; the old folder is kept)");
  const started = Date.now();
  fs.mkdirSync(work);
  fs.cpSync(dir, path.join(work, "old"), { recursive: true });
  interrupt("copied");
  const dump = await dumpOld(path.join(work, "old"), log);
  interrupt("dumped");
  await loadNew(path.join(work, "new"), dump, log);
  interrupt("loaded");
  fs.rmSync(path.join(work, "old"), { recursive: true, force: true });
  writeDurably(path.join(work, READY), JSON.stringify({ backup: backupName(new Date()) }));
  interrupt("ready");
  const backup = finishSwap(dir, log, interrupt);
  const tables = Object.keys(dump.tables).length;
  const rows = Object.values(dump.tables).reduce((sum, lines) => sum + lines.length, 0);
  log.warn({ tables, rows, seconds: (Date.now() - started) / 1000 }, "Embedded database moved and verified");
  return { backup, tables, rows };
}

/**
 * Moves an embedded data folder written by PGlite 0.3 (PostgreSQL 17) to PGlite 0.5's format
 * (PostgreSQL 18), which cannot read it (decision 130). In order, each step safe to cut short:
 *
 * 1. copy `db` to `db.upgrade/old` (the folder itself is never opened, so it stays as it was);
 * 2. open the copy with PGlite 0.3 (the `pglite-v03` alias, imported only here), apply this
 *    version's migrations, dump every table (as `npm run backup` does);
 * 3. load the dump into a new folder `db.upgrade/new` with PGlite 0.5, dump that and compare each
 *    table's row count and checksum and each sequence;
 * 4. write `db.upgrade/ready.json` (from here on the move finishes rather than restarts), rename
 *    `db` to its dated backup next to it, rename `db.upgrade/new` to `db`, remove `db.upgrade`.
 *
 * Cut short before step 4, the next start removes `db.upgrade` and begins again; during it, the
 * next start finishes the renames. The data folder's lock (`portal.lock`, decision 072) is held
 * throughout: by the caller (the portal, a CLI command), or taken here for the move. Does nothing
 * when the folder is already in the current format; `interrupt` is called after each step (tests
 * cut the move there).
 */
export async function upgradeDataFolder(
  dir: string,
  log: Logger,
  interrupt: (step: UpgradeStep) => void = () => undefined,
): Promise<UpgradeResult | undefined> {
  if (!needsUpgrade(dir)) return undefined;
  const dataDir = path.dirname(dir);
  if (currentHolder(dataDir)?.pid === process.pid) return move(dir, log, interrupt);
  const lock = await lockDataFolder(dataDir, "start", "Cannot move the embedded database to the new format");
  try {
    return await move(dir, log, interrupt);
  } finally {
    lock.release();
  }
}

/**
 * Opens the database as the portal and its commands do: an embedded folder in an older format is
 * first moved to the current one (above), and a new one starts from the build's migrated template.
 */
export async function openAppDatabase(options: Parameters<typeof openDatabase>[0]): Promise<DatabaseHandle> {
  if (!options.url && options.dataDir && !options.dataDir.startsWith("memory://")) {
    await upgradeDataFolder(options.dataDir, options.log);
    startFromTemplate(options.dataDir, options.log);
  }
  return openDatabase(options);
}
