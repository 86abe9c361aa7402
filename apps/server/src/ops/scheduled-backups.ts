import fs from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import type { DatabaseHandle } from "../db/client.ts";
import type { FileStorage } from "../providers/storage/file-storage.ts";
import { createBackup } from "./backup.ts";
import { backupFileName, backupsToDelete, isBackupFile, nextBackupAt } from "./backup-schedule.ts";
import { runExclusively } from "./exclusive-job.ts";

export interface ScheduledBackupOptions {
  database: DatabaseHandle;
  storage: FileStorage;
  log: Logger;
  folder: string;
  intervalHours: number;
  keep: number;
  /** Called after each successful backup (for the metrics' last-backup time). */
  onBackup?: (at: Date) => void;
}

export interface ScheduledBackups {
  /** Runs one backup (after any in progress) and applies retention; the archive written, or null when skipped. */
  runOnce(now?: Date): Promise<string | null>;
  /** Stops the timer and waits for a backup in progress. */
  stop(): Promise<void>;
}

function backupFiles(folder: string): string[] {
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter(isBackupFile).sort() : [];
}

function newestBackupTime(folder: string): Date | null {
  const newest = backupFiles(folder).at(-1);
  return newest ? fs.statSync(path.join(folder, newest)).mtime : null;
}

/**
 * Backups taken inside the running portal, so they work on the embedded database too (its folder
 * belongs to this process). With PostgreSQL and several instances, one instance takes each backup:
 * the others see the advisory lock taken and skip that turn.
 */
export function startScheduledBackups(options: ScheduledBackupOptions): ScheduledBackups {
  const { database, storage, log, folder, keep } = options;
  const intervalMs = options.intervalHours * 3_600_000;
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let lastAttempt: Date | null = null;

  async function backupUnderLock(now: Date): Promise<string | null> {
    fs.mkdirSync(folder, { recursive: true });
    const file = path.join(folder, backupFileName(now));
    const written = await runExclusively(database, "scheduled-backup", () => createBackup({ database, storage }, file));
    if (!written) {
      log.info("scheduled backup skipped: another instance is taking it");
      return null;
    }
    const names = fs.readdirSync(folder);
    // What a backup cut short (a crash, kill -9) left behind; the lock says none is being written now.
    const cutShort = names.filter((n) => n.endsWith(".partial") && isBackupFile(n.slice(0, -".partial".length)));
    const expired = backupsToDelete(names.filter(isBackupFile).sort(), keep);
    for (const name of [...expired, ...cutShort]) fs.rmSync(path.join(folder, name), { force: true });
    log.info({ file }, "scheduled backup written");
    options.onBackup?.(now);
    return file;
  }

  function runOnce(now = new Date()): Promise<string | null> {
    // One backup at a time: a turn of the timer and a manual run wait for each other.
    const run = queue.then(() => backupUnderLock(now));
    queue = run.catch(() => undefined);
    return run;
  }

  function schedule(due = dueAt()): void {
    if (stopped) return;
    const delay = Math.max(0, due.getTime() - Date.now());
    // setTimeout takes at most 2^31-1 ms; a longer wait is taken in steps.
    timer = setTimeout(tick, Math.min(delay, 2_147_483_647));
    timer.unref();
  }

  function dueAt(): Date {
    return nextBackupAt(newestBackupTime(folder), lastAttempt, intervalMs, new Date());
  }

  async function tick(): Promise<void> {
    const due = dueAt();
    // Woken early (a wait longer than setTimeout allows is taken in steps): wait on.
    if (due.getTime() > Date.now()) return schedule(due);
    // A failed or skipped turn waits a whole interval rather than retrying in a loop.
    lastAttempt = new Date();
    try {
      await runOnce(lastAttempt);
    } catch (error) {
      log.error({ err: error }, "scheduled backup failed; the next one is tried after the interval");
    }
    schedule();
  }

  schedule();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await queue;
    },
  };
}
