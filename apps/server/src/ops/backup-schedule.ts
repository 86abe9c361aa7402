/** The rules of scheduled backups: names, when the next one is due, and which old ones go. */

const PREFIX = "portal-backup-";
const SUFFIX = ".jsonl.gz";

/** `portal-backup-2026-11-22T23-00-00-000Z.jsonl.gz`: names sort in time order. */
export function backupFileName(at: Date): string {
  return `${PREFIX}${at.toISOString().replace(/[:.]/g, "-")}${SUFFIX}`;
}

export function isBackupFile(name: string): boolean {
  return name.startsWith(PREFIX) && name.endsWith(SUFFIX);
}

/** Due one interval after the later of the newest backup and the last attempt; at once when there is none. */
export function nextBackupAt(lastBackup: Date | null, lastAttempt: Date | null, intervalMs: number, now: Date): Date {
  const times = [lastBackup, lastAttempt].filter((t): t is Date => t !== null).map((t) => t.getTime());
  if (times.length === 0) return now;
  return new Date(Math.max(...times) + intervalMs);
}

/** The backups beyond the newest `keep` (names sort in time order). */
export function backupsToDelete(names: string[], keep: number): string[] {
  const sorted = names.filter(isBackupFile).sort();
  return sorted.slice(0, Math.max(0, sorted.length - keep));
}
