import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrationsFolder } from "../db/client.ts";
import type { DatabaseDump } from "./dump-database.ts";
import { sha256 } from "./stored-files.ts";

export interface Manifest {
  format: 1;
  appVersion: string;
  createdAt: string;
  source: "pglite" | "postgres";
  /** The tag of the last migration applied to the dumped database. */
  migration: string | null;
  tables: Record<string, { rows: number; sha256: string }>;
  files: Record<string, { sha256: string; bytes: number }>;
}

const packageJson = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../package.json");

function appVersion(): string {
  return (JSON.parse(fs.readFileSync(packageJson, "utf8")) as { version: string }).version;
}

function readJournal(): { entries: Array<{ tag: string; when: number }> } {
  return JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"));
}

function migrationTag(at: number | null): string | null {
  if (at === null) return null;
  const journal = readJournal();
  return journal.entries.find((entry) => entry.when === at)?.tag ?? `unknown (${at})`;
}

/** The manifest of a dump; the caller adds each file as it reads it. */
export function newManifest(source: Manifest["source"], dump: DatabaseDump): Manifest {
  return {
    format: 1,
    appVersion: appVersion(),
    createdAt: new Date().toISOString(),
    source,
    migration: migrationTag(dump.lastMigrationAt),
    tables: tableSummary(dump),
    files: {},
  };
}

export function tableSummary(dump: DatabaseDump): Manifest["tables"] {
  const tables: Manifest["tables"] = {};
  for (const [name, lines] of Object.entries(dump.tables)) {
    tables[name] = { rows: lines.length, sha256: sha256(lines.join("\n")) };
  }
  return tables;
}

/** What differs between a manifest and what the target holds now; empty when all matches. */
export function compareWithManifest(
  manifest: Manifest,
  tables: Manifest["tables"],
  files: Record<string, string | null>,
): string[] {
  const problems: string[] = [];
  for (const [name, expected] of Object.entries(manifest.tables)) {
    const actual = tables[name];
    if (!actual) problems.push(`table ${name} is missing`);
    else if (actual.rows !== expected.rows) problems.push(`table ${name}: ${actual.rows} rows, expected ${expected.rows}`);
    else if (actual.sha256 !== expected.sha256) problems.push(`table ${name}: checksum differs`);
  }
  for (const [key, expected] of Object.entries(manifest.files)) {
    const actual = files[key];
    if (!actual) problems.push(`file ${key} is missing`);
    else if (actual !== expected.sha256) problems.push(`file ${key}: checksum differs`);
  }
  return problems;
}

/** The tag of the newest migration this version of the code applies. */
export function latestMigrationTag(): string | null {
  const journal = readJournal();
  return journal.entries.at(-1)?.tag ?? null;
}
