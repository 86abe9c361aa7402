import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryFolders } from "../test/temporary-folders.ts";
import { backupTarget } from "./backup-target.ts";
import {
  currentHolder,
  DataFolderInUseError,
  LOCK_FILE,
  type LockHolder,
  lockDataFolder,
  processStartTicks,
  withDataFolderLock,
} from "./data-folder-lock.ts";

const folder = temporaryFolders("portal-lock-");

/** A pid no process has any more: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

function writeLock(dir: string, holder: Partial<LockHolder>): void {
  const full: LockHolder = { pid: 1, host: os.hostname(), command: "portal", since: "2026-11-26T10:00:00.000Z", ...holder };
  fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(full));
}

describe("the data folder lock", () => {
  it("refuses a second holder at once, naming the folder, the holder's pid and port and what to do", async () => {
    const dir = folder();
    const lock = await lockDataFolder(dir, "portal", "Cannot start the portal");
    lock.update({ port: 3123, controlUrl: "http://127.0.0.1:3123" });
    const refused = await lockDataFolder(dir, "backup", "Cannot run npm run backup").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataFolderInUseError);
    const message = (refused as Error).message;
    expect(message).toContain(`Cannot run npm run backup: the data folder ${dir} is in use by a running portal`);
    expect(message).toContain(`pid ${process.pid}`);
    expect(message).toContain("port 3123");
    expect(message).toMatch(/Stop that portal first/);
    expect(currentHolder(dir)).toMatchObject({ pid: process.pid, port: 3123, command: "portal" });
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    expect(currentHolder(dir)).toBeNull();
  });

  it("keeps its token to the owner: the lock file is readable by its owner only", async () => {
    const dir = folder();
    const lock = await lockDataFolder(dir, "portal", "Cannot start the portal");
    expect(fs.statSync(path.join(dir, LOCK_FILE)).mode & 0o077).toBe(0);
    lock.update({ port: 1 });
    expect(fs.statSync(path.join(dir, LOCK_FILE)).mode & 0o077).toBe(0);
    lock.release();
  });

  it("takes over a lock left by a process that was killed", async () => {
    const dir = folder();
    writeLock(dir, { pid: deadPid() });
    expect(currentHolder(dir)).toBeNull();
    const lock = await lockDataFolder(dir, "portal", "Cannot start the portal");
    expect(currentHolder(dir)?.pid).toBe(process.pid);
    lock.release();
  });

  it.runIf(processStartTicks(process.pid) !== undefined)(
    "takes over a lock whose pid now belongs to another process",
    async () => {
      const dir = folder();
      // This very pid, but a process that started at another time: the pid was reused.
      writeLock(dir, { pid: process.pid, startTicks: "1" });
      const lock = await lockDataFolder(dir, "backup", "Cannot run npm run backup");
      expect(currentHolder(dir)?.command).toBe("backup");
      lock.release();
    },
  );

  it("lets exactly one of several processes take over the same stale lock", () => {
    const dir = folder();
    writeLock(dir, { pid: deadPid() });
    const lockModule = new URL("./data-folder-lock.ts", import.meta.url).pathname;
    const script = `
      const { lockDataFolder } = await import(${JSON.stringify(lockModule)});
      try {
        await lockDataFolder(${JSON.stringify(dir)}, "backup", "x");
        console.log("took");
        await new Promise((r) => setTimeout(r, 1500));
      } catch (error) { console.log(error.name); }`;
    const runners = Array.from(
      { length: 4 },
      () => `node --import tsx --input-type=module -e '${script.replace(/'/g, "'\\''")}' &`,
    );
    const run = spawnSync("bash", ["-c", `${runners.join("\n")}\nwait`], { encoding: "utf8", timeout: 120_000 });
    const results = run.stdout.trim().split("\n").sort();
    expect(results).toEqual(["DataFolderInUseError", "DataFolderInUseError", "DataFolderInUseError", "took"]);
  });

  it("never removes a lock another process holds when it releases its own", async () => {
    const dir = folder();
    const lock = await lockDataFolder(dir, "backup", "x");
    writeLock(dir, { pid: process.pid, command: "portal", token: "someone-else" });
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(true);
  });

  it("runs a command holding the folder and frees it afterwards, even when it fails", async () => {
    const dir = folder();
    await expect(
      withDataFolderLock(dir, "admin:create", async () => {
        expect(currentHolder(dir)?.command).toBe("admin:create");
        throw new Error("failed");
      }),
    ).rejects.toThrow("failed");
    expect(currentHolder(dir)).toBeNull();
  });
});

describe("where npm run backup writes", () => {
  const now = new Date("2026-11-26T14:00:00.000Z");
  it("puts a dated archive inside a folder it is given, and in the current folder by default", () => {
    const dir = folder();
    expect(backupTarget(dir, now, "/")).toBe(path.join(dir, "portal-backup-2026-11-26T14-00-00-000Z.jsonl.gz"));
    expect(backupTarget("later/", now, dir)).toBe(path.join(dir, "later", "portal-backup-2026-11-26T14-00-00-000Z.jsonl.gz"));
    expect(fs.statSync(path.join(dir, "later")).isDirectory()).toBe(true);
    expect(backupTarget("mine.jsonl.gz", now, dir)).toBe(path.join(dir, "mine.jsonl.gz"));
    expect(backupTarget(undefined, now, dir)).toBe(path.join(dir, "portal-backup-2026-11-26T14-00-00-000Z.jsonl.gz"));
  });
});
