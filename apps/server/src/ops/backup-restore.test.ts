import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { LocalDiskStorage } from "../providers/storage/local-disk-storage.ts";
import { openTestDatabase } from "../test/test-database.ts";
import { createBackup } from "./backup.ts";
import { latestMigrationTag, type Manifest } from "./manifest.ts";
import { contents, freshPostgres, seedDemo, silent } from "./ops-test-helpers.ts";
import { restoreBackup } from "./restore.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
let tmp: string;
let source: DatabaseHandle;
let sourceStorage: LocalDiskStorage;
let archive: string;
let manifest: Manifest;
let expected: Awaited<ReturnType<typeof contents>>;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "portal-ops-"));
  source = await openTestDatabase();
  sourceStorage = new LocalDiskStorage(path.join(tmp, "source-files"));
  await seedDemo(source, sourceStorage);
  archive = path.join(tmp, "backup.jsonl.gz");
  manifest = await createBackup({ database: source, storage: sourceStorage }, archive);
  expected = await contents(source, sourceStorage);
});

afterAll(async () => {
  await source?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("npm run backup", () => {
  it("writes one archive whose manifest counts every table's rows and every file", () => {
    expect(fs.existsSync(archive)).toBe(true);
    expect(manifest.migration).toBe(latestMigrationTag());
    for (const [name, rows] of Object.entries(expected.tables)) expect(manifest.tables[name]?.rows).toBe(rows.length);
    expect(manifest.tables.profiles?.rows).toBe(3);
    const files = Object.entries(expected.files);
    expect(files.length).toBeGreaterThan(0);
    for (const [key, sum] of files) expect(manifest.files[key]?.sha256).toBe(sum);
  });
});

describe("npm run restore", () => {
  it("restores into a fresh data folder with the same rows, sequences and files, and refuses to do it twice", async () => {
    const dataDir = path.join(tmp, "restored");
    fs.mkdirSync(dataDir);
    const database = await openDatabase({ dataDir: path.join(dataDir, "db"), log: silent });
    await expectFaithfulRestore(database, new LocalDiskStorage(path.join(dataDir, "files")));
  });

  it("refuses storage that already holds one of the backup's files, before writing anything", async () => {
    const database = await openDatabase({ log: silent });
    const storage = new LocalDiskStorage(path.join(tmp, "taken-files"));
    const [key] = Object.keys(manifest.files);
    await storage.put(key as string, new Uint8Array([1]), "text/plain");
    try {
      await expect(restoreBackup({ database, storage }, archive)).rejects.toThrow(/already exists/);
      expect(await contents(database, storage)).toMatchObject({ tables: { profiles: [] } });
    } finally {
      await database.close();
    }
  });

  it("refuses an archive without a manifest (cut short)", async () => {
    const truncated = path.join(tmp, "truncated.jsonl.gz");
    const { writeArchive } = await import("./archive.ts");
    await writeArchive(
      truncated,
      (async function* () {
        yield { kind: "row" as const, table: "profiles", row: "{}" };
      })(),
    );
    const database = await openDatabase({ log: silent });
    try {
      await expect(restoreBackup({ database, storage: new LocalDiskStorage(path.join(tmp, "x")) }, truncated)).rejects.toThrow(
        /no manifest/,
      );
    } finally {
      await database.close();
    }
  });

  it.skipIf(!serverUrl)("restores into a fresh PostgreSQL database with the same rows, sequences and files", async () => {
    const database = await freshPostgres(serverUrl as string);
    await expectFaithfulRestore(database, new LocalDiskStorage(path.join(tmp, "restored-pg-files")));
  });
});

/** Restores the archive into an empty database, compares everything, and checks a second restore is refused. */
async function expectFaithfulRestore(database: DatabaseHandle, storage: LocalDiskStorage) {
  try {
    const result = await restoreBackup({ database, storage }, archive);
    expect(result.problems).toEqual([]);
    expect(await contents(database, storage)).toEqual(expected);
    await expect(restoreBackup({ database, storage }, archive)).rejects.toThrow(/already holds data/);
  } finally {
    await database.close();
  }
}
