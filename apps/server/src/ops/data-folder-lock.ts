import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * One process at a time owns an embedded data folder (issue 25 §1; decision 072): the portal and
 * the CLI commands hold `DATA_DIR/portal.lock`, made with an exclusive create, naming the holder
 * (pid, the process's start time, host, what it is, and for the portal its port and a token for
 * local control requests). A lock whose process is gone, or whose pid now belongs to another
 * process (the start time differs), is taken over; two processes taking over at once are kept
 * apart by a second exclusive file, so only one removes the stale lock.
 */
export const LOCK_FILE = "portal.lock";

export interface LockHolder {
  pid: number;
  /** The process's start, from /proc on Linux (clock ticks since boot); absent elsewhere. */
  startTicks?: string;
  host: string;
  /** `portal`, or the CLI command holding it (`backup`, `restore`, `move-to-postgres`, …). */
  command: string;
  since: string;
  /** The portal's own address for control requests (set once it listens). */
  controlUrl?: string;
  port?: number;
  /** Authorises control requests (the lock file is readable by its owner only). */
  token?: string;
}

export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
    doing: string,
  ) {
    super(`${doing}: the data folder ${folder} is in use by ${describeHolder(holder)}. ${adviceFor(holder)}`);
    this.name = "DataFolderInUseError";
  }
}

function describeHolder(holder: LockHolder): string {
  const where = [
    `pid ${holder.pid}`,
    holder.port ? `port ${holder.port}` : "",
    holder.host !== os.hostname() ? `on ${holder.host}` : "",
  ];
  const what = holder.command === "portal" ? "a running portal" : `npm run ${holder.command}`;
  return `${what} (${where.filter(Boolean).join(", ")}, since ${holder.since})`;
}

function adviceFor(holder: LockHolder): string {
  const remote = holder.host !== os.hostname();
  if (remote) return `Stop it on ${holder.host} first; if it is surely gone, delete ${LOCK_FILE} in the folder.`;
  if (holder.command === "portal") {
    return "Stop that portal first (Ctrl-C, or kill -TERM the pid), or give this one another DATA_DIR. `npm run backup` works while it runs.";
  }
  return "Wait for it to finish, then try again.";
}

/** This process's start time on Linux: field 22 of /proc/PID/stat; undefined elsewhere. */
export function processStartTicks(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces; fields count after it.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether the process that wrote this lock still runs (when it cannot be known, it is taken to). */
function holderIsRunning(holder: LockHolder): boolean {
  if (holder.host !== os.hostname()) return true;
  if (!isAlive(holder.pid)) return false;
  const ticks = processStartTicks(holder.pid);
  // The pid was reused by a process that started later: the holder is gone.
  return !(holder.startTicks && ticks && ticks !== holder.startTicks);
}

function readHolder(file: string): { holder: LockHolder | null; text: string; ageMs: number } | null {
  try {
    const text = fs.readFileSync(file, "utf8");
    const ageMs = Date.now() - fs.statSync(file).mtimeMs;
    try {
      return { holder: JSON.parse(text) as LockHolder, text, ageMs };
    } catch {
      return { holder: null, text, ageMs };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** The process holding the folder now, or null when it is free (or held by a process now gone). */
export function currentHolder(folder: string): LockHolder | null {
  const read = readHolder(path.join(folder, LOCK_FILE));
  return read?.holder && holderIsRunning(read.holder) ? read.holder : null;
}

interface DataFolderLock {
  readonly holder: LockHolder;
  /** Records the portal's address for control requests once it listens. */
  update(fields: Pick<LockHolder, "controlUrl" | "port">): void;
  release(): void;
}

/** A lock file being written is given this long before an unreadable one counts as abandoned. */
const HALF_WRITTEN_MS = 2_000;
/** A takeover guard older than this was left by a process that died mid-takeover. */
const GUARD_STALE_MS = 10_000;

/**
 * Takes the folder for this process, or throws `DataFolderInUseError` naming who holds it.
 * `doing` starts the message ("Cannot start the portal").
 */
export async function lockDataFolder(folder: string, command: string, doing: string): Promise<DataFolderLock> {
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, LOCK_FILE);
  const guard = `${file}.takeover`;
  const mine: LockHolder = {
    pid: process.pid,
    startTicks: processStartTicks(process.pid),
    host: os.hostname(),
    command,
    since: new Date().toISOString(),
    token: randomBytes(32).toString("hex"),
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const fd = fs.openSync(file, "wx", 0o600);
      try {
        fs.writeSync(fd, JSON.stringify(mine));
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      return heldLock(file, mine);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const found = readHolder(file);
    if (!found) continue;
    if (found.holder && holderIsRunning(found.holder)) throw new DataFolderInUseError(folder, found.holder, doing);
    if (!found.holder && found.ageMs < HALF_WRITTEN_MS) {
      await sleep(100);
      continue;
    }
    await takeOverStale(file, guard, found.text);
  }
  throw new Error(`${doing}: could not take ${file}; delete it if no portal or command runs on ${folder}.`);
}

/** Removes a stale lock, unless another process replaced it meanwhile; one process at a time. */
async function takeOverStale(file: string, guard: string, staleText: string): Promise<void> {
  try {
    fs.closeSync(fs.openSync(guard, "wx", 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const age = Date.now() - (fs.statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > GUARD_STALE_MS) fs.rmSync(guard, { force: true });
    else await sleep(100);
    return;
  }
  try {
    if (readHolder(file)?.text === staleText) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(guard, { force: true });
  }
}

function heldLock(file: string, holder: LockHolder): DataFolderLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    // Only our own lock: never one another process took over meanwhile.
    if (readHolder(file)?.holder?.token === holder.token) fs.rmSync(file, { force: true });
  };
  process.on("exit", release);
  return {
    holder,
    update(fields) {
      Object.assign(holder, fields);
      const next = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(next, JSON.stringify(holder), { mode: 0o600 });
      fs.renameSync(next, file);
    },
    release,
  };
}

/**
 * Runs `job` holding the folder's lock, released afterwards whatever happens. For commands that
 * open the embedded database (the CLI's backup, restore and move, and `admin:create`).
 */
export async function withDataFolderLock<T>(folder: string, command: string, job: () => Promise<T>): Promise<T> {
  const lock = await lockDataFolder(folder, command, `Cannot run npm run ${command}`);
  try {
    return await job();
  } finally {
    lock.release();
  }
}
