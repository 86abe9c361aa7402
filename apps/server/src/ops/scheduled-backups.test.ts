import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LocalDiskStorage } from "../providers/storage/local-disk-storage.ts";
import { openTestDatabase, type TestDatabase } from "../test/test-database.ts";
import { readArchive } from "./archive.ts";
import { backupFileName, backupsToDelete, isBackupFile, nextBackupAt } from "./backup-schedule.ts";
import { seedDemo, silent } from "./ops-test-helpers.ts";
import { type ScheduledBackups, startScheduledBackups } from "./scheduled-backups.ts";

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

describe("backup schedule rules", () => {
  it("names backups so that they sort in time order", () => {
    const names = [at("2026-11-22T10:00:00Z"), at("2026-01-02T00:00:00Z"), at("2026-11-22T09:59:59.999Z")].map(backupFileName);
    expect(names.every(isBackupFile)).toBe(true);
    expect([...names].sort()).toEqual([names[1], names[2], names[0]]);
  });

  it("is due at once without a backup, else one interval after the later of the last backup and the last attempt", () => {
    const now = at("2026-11-22T12:00:00Z");
    expect(nextBackupAt(null, null, 24 * HOUR, now)).toEqual(now);
    expect(nextBackupAt(at("2026-11-22T06:00:00Z"), null, 24 * HOUR, now)).toEqual(at("2026-11-23T06:00:00Z"));
    expect(nextBackupAt(at("2026-11-20T06:00:00Z"), at("2026-11-22T11:00:00Z"), 24 * HOUR, now)).toEqual(
      at("2026-11-23T11:00:00Z"),
    );
  });

  it("deletes only backups beyond the newest ones kept, and nothing else in the folder", () => {
    const names = [
      "notes.txt",
      backupFileName(at("2026-11-03")),
      backupFileName(at("2026-11-01")),
      backupFileName(at("2026-11-02")),
    ];
    expect(backupsToDelete(names, 2)).toEqual([backupFileName(at("2026-11-01"))]);
    expect(backupsToDelete(names, 5)).toEqual([]);
  });
});

describe("scheduled backups in the running portal", () => {
  let database: TestDatabase;
  let storage: LocalDiskStorage;
  let tmp: string;
  let scheduler: ScheduledBackups | undefined;
  const backupsIn = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder).filter(isBackupFile).sort() : []);

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "portal-scheduled-"));
    database = await openTestDatabase();
    storage = new LocalDiskStorage(path.join(tmp, "files"));
    await seedDemo(database, storage);
  });

  afterEach(async () => {
    await scheduler?.stop();
    scheduler = undefined;
  });

  afterAll(async () => {
    await database?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("takes the first backup at start, keeps the newest ones and clears what a cut-short backup left", async () => {
    const folder = path.join(tmp, "backups");
    const backedUp = vi.fn();
    scheduler = startScheduledBackups({ database, storage, log: silent, folder, intervalHours: 24, keep: 2, onBackup: backedUp });
    await vi.waitFor(() => expect(backupsIn(folder)).toHaveLength(1), { timeout: 30_000, interval: 100 });
    await vi.waitFor(() => expect(backedUp).toHaveBeenCalledTimes(1), { timeout: 30_000, interval: 100 });

    const later = new Date(Date.now() + HOUR);
    const latest = new Date(Date.now() + 2 * HOUR);
    fs.writeFileSync(path.join(folder, `${backupFileName(new Date(Date.now() - HOUR))}.partial`), "cut short");
    await scheduler.runOnce(later);
    const written = await scheduler.runOnce(latest);

    expect(written).toBe(path.join(folder, backupFileName(latest)));
    expect(backupsIn(folder)).toEqual([backupFileName(later), backupFileName(latest)]);
    expect(fs.readdirSync(folder).filter((name) => name.endsWith(".partial"))).toEqual([]);
    const entries = [];
    for await (const entry of readArchive(written as string)) entries.push(entry);
    const manifest = entries.at(-1);
    expect(manifest?.kind).toBe("manifest");
    expect(entries.some((entry) => entry.kind === "file")).toBe(true);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))("skips its turn while another instance holds the backup lock", async () => {
    const folder = path.join(tmp, "locked");
    const other = await database.pool?.connect();
    if (!other) throw new Error("PostgreSQL runs have a pool");
    try {
      await other.query("SELECT pg_advisory_lock(hashtext('portal:scheduled-backup'))");
      scheduler = startScheduledBackups({ database, storage, log: silent, folder, intervalHours: 24, keep: 2 });
      expect(await scheduler.runOnce()).toBeNull();
      expect(backupsIn(folder)).toEqual([]);
    } finally {
      await other.query("SELECT pg_advisory_unlock_all()");
      other.release();
    }
  });
});
