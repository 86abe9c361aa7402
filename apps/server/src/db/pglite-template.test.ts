import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { FORMAT_FILE } from "./pglite-format.ts";
import { makePgliteTemplate, startFromTemplate } from "./pglite-template.ts";

const log = pino({ level: "silent" });
let tmp: string;
let template: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "portal-pglite-template-"));
  template = path.join(tmp, "template");
  await makePgliteTemplate(template);
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const migrationCount = fs.readdirSync(path.join(import.meta.dirname, "migrations")).filter((f) => f.endsWith(".sql")).length;

describe("a new embedded data folder made from the build's template (decision 134)", () => {
  it("is the migrated database, ready to open and write, and leaves no staging folder", async () => {
    expect(fs.existsSync(`${template}.staging`)).toBe(false);
    const dir = path.join(tmp, "new", "db");
    expect(startFromTemplate(dir, log, template)).toBe(true);
    expect(fs.existsSync(`${dir}.template`)).toBe(false);
    const database = await openDatabase({ dataDir: dir, log });
    try {
      const applied = await database.db.execute<{ n: number }>(
        "SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations" as never,
      );
      expect(applied.rows[0]?.n).toBe(migrationCount);
      await database.db.execute("INSERT INTO setup_codes (code_hash) VALUES ('x')" as never);
    } finally {
      await database.close();
    }
    // The template itself is untouched by what the new folder wrote.
    const again = path.join(tmp, "again");
    expect(startFromTemplate(again, log, template)).toBe(true);
    const fresh = await openDatabase({ dataDir: again, log });
    try {
      const codes = await fresh.db.execute<{ n: number }>("SELECT count(*)::int AS n FROM setup_codes" as never);
      expect(codes.rows[0]?.n).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it("fills an empty folder, and leaves alone a folder with a database or with anything else in it", () => {
    const empty = path.join(tmp, "empty");
    fs.mkdirSync(empty);
    expect(startFromTemplate(empty, log, template)).toBe(true);
    expect(fs.existsSync(path.join(empty, FORMAT_FILE))).toBe(true);
    expect(startFromTemplate(empty, log, template)).toBe(false);

    const other = path.join(tmp, "other");
    fs.mkdirSync(other);
    fs.writeFileSync(path.join(other, "notes.txt"), "mine");
    expect(startFromTemplate(other, log, template)).toBe(false);
    expect(fs.readdirSync(other)).toEqual(["notes.txt"]);
  });

  it("does nothing without a template, as when the portal runs from source", () => {
    const dir = path.join(tmp, "from-source");
    expect(startFromTemplate(dir, log, path.join(tmp, "no-template"))).toBe(false);
    expect(fs.existsSync(dir)).toBe(false);
  });
});
