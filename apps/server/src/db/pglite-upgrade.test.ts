import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "../ops/backup.ts";
import { currentHolder, DataFolderInUseError, lockDataFolder } from "../ops/data-folder-lock.ts";
import { contents, seedDemo, silent } from "../ops/ops-test-helpers.ts";
import { restoreBackup } from "../ops/restore.ts";
import { rowsOf } from "../ops/sql-rows.ts";
import { LocalDiskStorage } from "../providers/storage/local-disk-storage.ts";
import { openDatabase } from "./client.ts";
import { FORMAT_FILE } from "./pglite-format.ts";
import { openAppDatabase, type UpgradeStep, upgradeDataFolder } from "./pglite-upgrade.ts";
import { openPgliteV03 } from "./pglite-v03.ts";

/** Every file under a folder with its contents' checksum: equal when nothing was written. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = createHash("sha256").update(fs.readFileSync(file)).digest("hex");
  }
  return files;
}

const format = (dir: string) => fs.readFileSync(path.join(dir, FORMAT_FILE), "utf8").trim();
const backupsIn = (dataDir: string) => fs.readdirSync(dataDir).filter((name) => name.startsWith("db-pglite-0.3-backup-"));

let tmp: string;
/** A data folder written by PGlite 0.3 with the demo data, and what it holds. */
let oldDataDir: string;
let storage: LocalDiskStorage;
let expected: Awaited<ReturnType<typeof contents>>;
let archive: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "portal-pglite-upgrade-"));
  oldDataDir = path.join(tmp, "old");
  fs.mkdirSync(oldDataDir);
  const old = await openPgliteV03(path.join(oldDataDir, "db"), silent);
  try {
    storage = new LocalDiskStorage(path.join(oldDataDir, "files"));
    await seedDemo(old, storage);
    expected = await contents(old, storage);
    archive = path.join(tmp, "before-upgrade.jsonl.gz");
    await createBackup({ database: old, storage }, archive);
  } finally {
    await old.close();
  }
});

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A copy of the PGlite 0.3 data folder, for a test of its own. */
function copyOfOld(name: string): string {
  const dataDir = path.join(tmp, name);
  fs.cpSync(oldDataDir, dataDir, { recursive: true });
  return dataDir;
}

describe("opening a data folder written by PGlite 0.3", () => {
  it("moves it to 0.5's format under the folder's lock, with every row, and keeps the old folder as a dated backup", async () => {
    const dataDir = copyOfOld("moved");
    const dbDir = path.join(dataDir, "db");
    expect(format(dbDir)).toBe("17");
    const before = snapshot(dbDir);
    const lock = await lockDataFolder(dataDir, "portal", "Cannot start the portal");
    try {
      const database = await openAppDatabase({ dataDir: dbDir, log: silent });
      try {
        expect(format(dbDir)).toBe("18");
        expect(await contents(database, new LocalDiskStorage(path.join(dataDir, "files")))).toEqual(expected);
        // The totals kept by triggers were rebuilt as the rows were loaded.
        const badges = await rowsOf<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM admin_badge_totals`);
        expect(badges[0]?.n).toBeGreaterThan(0);
        // The folder stayed this process's: a second portal or command is refused.
        expect(currentHolder(dataDir)).toMatchObject({ pid: process.pid, command: "portal" });
        await expect(lockDataFolder(dataDir, "backup", "Cannot run npm run backup")).rejects.toBeInstanceOf(DataFolderInUseError);
      } finally {
        await database.close();
      }
    } finally {
      lock.release();
    }
    const [backup, ...more] = backupsIn(dataDir);
    expect(more).toEqual([]);
    expect(backup).toMatch(/^db-pglite-0\.3-backup-\d{4}-\d\d-\d\dT/);
    expect(snapshot(path.join(dataDir, backup as string))).toEqual(before);
    expect(fs.existsSync(`${dbDir}.upgrade`)).toBe(false);

    // Opened again: nothing more to move.
    const again = await openAppDatabase({ dataDir: dbDir, log: silent });
    await again.close();
    expect(backupsIn(dataDir)).toHaveLength(1);
  });

  it("takes the folder's lock for the move when the caller holds none, and refuses a folder another process holds", async () => {
    const dataDir = copyOfOld("unlocked");
    const dbDir = path.join(dataDir, "db");
    fs.writeFileSync(
      path.join(dataDir, "portal.lock"),
      JSON.stringify({ pid: process.ppid, host: os.hostname(), command: "portal", since: new Date().toISOString() }),
    );
    await expect(upgradeDataFolder(dbDir, silent)).rejects.toBeInstanceOf(DataFolderInUseError);
    expect(format(dbDir)).toBe("17");
    fs.rmSync(path.join(dataDir, "portal.lock"));
    const result = await upgradeDataFolder(dbDir, silent);
    expect(result?.rows).toBeGreaterThan(0);
    expect(format(dbDir)).toBe("18");
    expect(fs.existsSync(path.join(dataDir, "portal.lock"))).toBe(false);
  });

  it("restores a backup written by PGlite 0.3 (npm run backup before the upgrade)", async () => {
    const dataDir = path.join(tmp, "restored");
    const database = await openDatabase({ dataDir: path.join(dataDir, "db"), log: silent });
    try {
      const files = new LocalDiskStorage(path.join(dataDir, "files"));
      const { problems } = await restoreBackup({ database, storage: files }, archive);
      expect(problems).toEqual([]);
      expect(await contents(database, files)).toEqual(expected);
    } finally {
      await database.close();
    }
  });
});

describe("a move cut short", () => {
  const cutAt = (at: UpgradeStep) => (step: UpgradeStep) => {
    if (step === at) throw new Error(`cut at ${step}`);
  };

  it("before it was verified leaves the old folder untouched and usable, and begins again at the next start", {
    timeout: 300_000,
  }, async () => {
    const dataDir = copyOfOld("cut-early");
    const dbDir = path.join(dataDir, "db");
    const before = snapshot(dbDir);
    for (const step of ["dumped", "loaded"] as const) {
      await expect(upgradeDataFolder(dbDir, silent, cutAt(step))).rejects.toThrow(`cut at ${step}`);
      expect(snapshot(dbDir)).toEqual(before);
      expect(backupsIn(dataDir)).toEqual([]);
    }
    // The old PGlite still opens it, with every row (as the previous version of the portal would).
    const copy = path.join(tmp, "cut-early-usable");
    fs.cpSync(dbDir, copy, { recursive: true });
    const old = await openPgliteV03(copy, silent);
    expect((await contents(old, storage)).tables).toEqual(expected.tables);
    await old.close();

    const database = await openAppDatabase({ dataDir: dbDir, log: silent });
    try {
      expect(await contents(database, storage)).toEqual(expected);
    } finally {
      await database.close();
    }
    expect(backupsIn(dataDir)).toHaveLength(1);
    expect(fs.existsSync(`${dbDir}.upgrade`)).toBe(false);
  });

  it("between its two renames finishes them at the next start", { timeout: 180_000 }, async () => {
    const dataDir = copyOfOld("cut-late");
    const dbDir = path.join(dataDir, "db");
    const before = snapshot(dbDir);
    await expect(upgradeDataFolder(dbDir, silent, cutAt("old-renamed"))).rejects.toThrow("cut at old-renamed");
    expect(fs.existsSync(dbDir)).toBe(false);
    const [backup] = backupsIn(dataDir);
    expect(snapshot(path.join(dataDir, backup as string))).toEqual(before);

    const database = await openAppDatabase({ dataDir: dbDir, log: silent });
    try {
      expect(format(dbDir)).toBe("18");
      expect(await contents(database, storage)).toEqual(expected);
    } finally {
      await database.close();
    }
    expect(backupsIn(dataDir)).toEqual([backup]);
    expect(fs.existsSync(`${dbDir}.upgrade`)).toBe(false);
  });
});
