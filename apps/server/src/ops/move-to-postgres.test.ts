import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { LocalDiskStorage } from "../providers/storage/local-disk-storage.ts";
import { moveToPostgres } from "./move-to-postgres.ts";
import { contents, freshPostgres, seedDemo, silent } from "./ops-test-helpers.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("npm run db:move-to-postgres", () => {
  let tmp: string;
  let source: DatabaseHandle;
  let storage: LocalDiskStorage;
  let expected: Awaited<ReturnType<typeof contents>>;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "portal-move-"));
    source = await openDatabase({ dataDir: path.join(tmp, "db"), log: silent });
    storage = new LocalDiskStorage(path.join(tmp, "files"));
    await seedDemo(source, storage);
    expected = await contents(source, storage);
  });

  afterAll(async () => {
    await source?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("copies the embedded database into PostgreSQL, keeping the files where they are, and refuses a non-empty database", async () => {
    const target = await freshPostgres(serverUrl as string);
    try {
      const result = await moveToPostgres({ database: source, storage }, { database: target, storage, sameStorage: true });
      expect(result.problems).toEqual([]);
      expect(await contents(target, storage)).toEqual(expected);
      await expect(
        moveToPostgres({ database: source, storage }, { database: target, storage, sameStorage: true }),
      ).rejects.toThrow(/already holds data/);
    } finally {
      await target.close();
    }
  });

  it("copies the files into other storage (as for S3) and checks their checksums", async () => {
    const target = await freshPostgres(serverUrl as string);
    const otherStorage = new LocalDiskStorage(path.join(tmp, "other-files"));
    try {
      const result = await moveToPostgres(
        { database: source, storage },
        { database: target, storage: otherStorage, sameStorage: false },
      );
      expect(result.problems).toEqual([]);
      expect(Object.keys(result.manifest.files).length).toBeGreaterThan(0);
      expect(await contents(target, otherStorage)).toEqual(expected);
    } finally {
      await target.close();
    }
  });

  it("refuses a PGlite target", async () => {
    const target = await openDatabase({ log: silent });
    try {
      await expect(
        moveToPostgres({ database: source, storage }, { database: target, storage, sameStorage: true }),
      ).rejects.toThrow(/PostgreSQL/);
    } finally {
      await target.close();
    }
  });
});
