import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { openAppDatabase } from "../db/pglite-upgrade.ts";
import { type Env, loadEnv } from "../env.ts";
import { createStorage } from "../providers/create-providers.ts";
import { LocalDiskStorage } from "../providers/storage/local-disk-storage.ts";
import { createBackup } from "./backup.ts";
import { backupTarget } from "./backup-target.ts";
import { askPortalForBackup } from "./control-client.ts";
import { currentHolder, withDataFolderLock } from "./data-folder-lock.ts";
import { latestMigrationTag, type Manifest } from "./manifest.ts";
import { moveToPostgres } from "./move-to-postgres.ts";
import { restoreBackup } from "./restore.ts";

/** `npm run backup [FILE]`, `npm run restore -- FILE`, `npm run db:move-to-postgres`. */
const log = pino({ level: "warn" });

function openConfigured(env: Env) {
  fs.mkdirSync(env.dataDir, { recursive: true });
  return openAppDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.dataDir, "db"), log });
}

function summary(manifest: Manifest): string {
  const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
  const tables = Object.keys(manifest.tables).length;
  return `${tables} tables, ${rows} rows, ${Object.keys(manifest.files).length} files (migration ${manifest.migration})`;
}

function report(problems: string[]): void {
  if (problems.length === 0) {
    console.log("Verified: every table's row count and checksum and every file's checksum match the manifest.");
    return;
  }
  console.error(`Verification FAILED:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exitCode = 1;
}

/** A path the operator typed, relative to where they ran `npm run` (npm moves to the project root). */
function fromCaller(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

function isEmptyFolder(folder: string): boolean {
  return !fs.existsSync(folder) || fs.readdirSync(folder).length === 0;
}

async function backup(file: string | undefined) {
  const env = loadEnv();
  const target = backupTarget(file);
  if (!env.DATABASE_URL) {
    // A running embedded portal owns its database: it writes the archive itself.
    const holder = currentHolder(env.dataDir);
    if (holder?.command === "portal" && holder.controlUrl && holder.token) {
      const manifest = await askPortalForBackup(holder, target);
      console.log(`Backup written by the running portal (pid ${holder.pid}) to ${target}: ${summary(manifest)}.`);
      return;
    }
    return withDataFolderLock(env.dataDir, "backup", () => backupHere(env, target));
  }
  return backupHere(env, target);
}

async function backupHere(env: Env, target: string) {
  const database = await openConfigured(env);
  try {
    const manifest = await createBackup({ database, storage: await createStorage(env) }, target);
    console.log(`Backup written to ${target}: ${summary(manifest)}.`);
  } finally {
    await database.close();
  }
}

async function restore(file: string | undefined) {
  const archive = file ? fromCaller(file) : undefined;
  if (!archive || !fs.existsSync(archive))
    throw new Error("Usage: npm run restore -- FILE (an archive written by npm run backup)");
  const env = loadEnv();
  // Into the embedded database only while no portal or other command has the folder.
  return env.DATABASE_URL
    ? restoreInto(env, archive)
    : withDataFolderLock(env.dataDir, "restore", () => restoreInto(env, archive));
}

async function restoreInto(env: Env, archive: string) {
  const filesDir = path.join(env.dataDir, "files");
  if (!env.DATABASE_URL && !isEmptyFolder(path.join(env.dataDir, "db"))) {
    throw new Error(`Refusing to restore: ${path.join(env.dataDir, "db")} already holds a database. Use an empty DATA_DIR.`);
  }
  if (!env.S3_BUCKET && !isEmptyFolder(filesDir)) {
    throw new Error(`Refusing to restore: ${filesDir} already holds files. Use an empty DATA_DIR.`);
  }
  const database = await openConfigured(env);
  try {
    const { manifest, problems } = await restoreBackup({ database, storage: await createStorage(env) }, archive);
    if (manifest.migration !== latestMigrationTag()) {
      console.warn(`Note: the backup was made at migration ${manifest.migration}; this version is at ${latestMigrationTag()}.`);
    }
    console.log(`Restored into ${database.kind === "postgres" ? "PostgreSQL" : env.dataDir}: ${summary(manifest)}.`);
    report(problems);
  } finally {
    await database.close();
  }
}

function secretAdvice(alreadySet: boolean, secretFile: string | undefined): string {
  if (alreadySet) return "  BETTER_AUTH_SECRET (keep the value you already set)";
  if (secretFile)
    return `  BETTER_AUTH_SECRET=$(cat ${secretFile})   # keeps everyone signed in; every instance needs the same value`;
  return "  BETTER_AUTH_SECRET=<32 or more random characters, e.g. openssl rand -hex 32>   # everyone signs in again";
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "****";
  return parsed.toString();
}

async function move() {
  const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
  const secretFile = path.join(dataDir, "auth-secret");
  const embeddedSecret = fs.existsSync(secretFile) ? fs.readFileSync(secretFile, "utf8").trim() : undefined;
  // The secret is only needed by the app later; loading the settings here must not require it yet.
  const env = loadEnv({ ...process.env, BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? embeddedSecret ?? "x".repeat(32) });
  if (!env.DATABASE_URL) throw new Error("Set DATABASE_URL to the (empty) PostgreSQL database to move into.");
  const databaseUrl = env.DATABASE_URL;
  // The portal must not run on the folder while its database is copied.
  return withDataFolderLock(env.dataDir, "move-to-postgres", () => copyToPostgres(env, databaseUrl, embeddedSecret, secretFile));
}

async function copyToPostgres(env: Env, databaseUrl: string, embeddedSecret: string | undefined, secretFile: string) {
  const pgliteDir = path.join(env.dataDir, "db");
  if (isEmptyFolder(pgliteDir)) throw new Error(`No embedded database at ${pgliteDir} (set DATA_DIR).`);
  const source = await openAppDatabase({ dataDir: pgliteDir, log });
  try {
    const target = await openAppDatabase({ url: databaseUrl, poolSize: 2, log });
    try {
      const sameStorage = !env.S3_BUCKET;
      const { manifest, problems } = await moveToPostgres(
        { database: source, storage: new LocalDiskStorage(path.join(env.dataDir, "files")) },
        { database: target, storage: await createStorage(env), sameStorage },
      );
      console.log(`Copied into PostgreSQL: ${summary(manifest)}.`);
      report(problems);
      if (problems.length > 0) return;
      console.log(
        [
          "",
          "Next, set in the portal's environment:",
          `  DATABASE_URL=${withoutPassword(databaseUrl)}`,
          secretAdvice(Boolean(process.env.BETTER_AUTH_SECRET), embeddedSecret ? secretFile : undefined),
          sameStorage
            ? `  DATA_DIR=${env.dataDir}   # files stay on this disk; set S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (and S3_ENDPOINT) and run this again on an empty database to copy them to S3`
            : `  S3_BUCKET=${env.S3_BUCKET} with S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as used now`,
          `Keep ${pgliteDir} until the portal runs well on PostgreSQL, then it can be archived.`,
        ].join("\n"),
      );
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

const [command, argument] = process.argv.slice(2);
const commands: Record<string, () => Promise<void>> = {
  backup: () => backup(argument),
  restore: () => restore(argument),
  "move-to-postgres": move,
};
const run = command ? commands[command] : undefined;
if (!run) {
  console.error("Usage: cli.ts backup [FILE] | restore FILE | move-to-postgres");
  process.exit(2);
}
run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
