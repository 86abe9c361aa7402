import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cleanUpProcesses, runCli, ServerExited, startServer, tempFolder } from "../test/spawned-server.ts";
import { isBackupFile } from "./backup-schedule.ts";

/**
 * Issue 25 §1 as an operator meets it: one process at a time owns an embedded data folder; the
 * CLI's backup asks the running portal for the archive, and the rest refuse while it runs.
 */
afterEach(cleanUpProcesses);

describe("an embedded data folder in use", () => {
  it("refuses a second portal, restore and move-to-postgres; backup goes through the running portal", async () => {
    const dataDir = tempFolder("portal-in-use-");
    const backups = tempFolder("portal-backups-");
    const first = await startServer({ DATA_DIR: dataDir });
    const pid = first.child.pid as number;

    const second = await startServer({ DATA_DIR: dataDir }).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(ServerExited);
    expect((second as ServerExited).code).toBe(1);
    expect((second as ServerExited).output).toContain(
      `Cannot start the portal: the data folder ${dataDir} is in use by a running portal (pid ${pid}, port ${first.port}`,
    );

    // A folder given to backup gets a dated archive inside it, written by the running portal.
    const backup = runCli(["backup", backups], { DATA_DIR: dataDir });
    expect(backup.output).toContain(`Backup written by the running portal (pid ${pid})`);
    expect(backup.status).toBe(0);
    const [archive] = fs.readdirSync(backups).filter(isBackupFile);
    expect(archive).toBeDefined();
    expect(fs.statSync(path.join(backups, archive)).size).toBeGreaterThan(0);

    const restore = runCli(["restore", path.join(backups, archive)], { DATA_DIR: dataDir });
    expect(restore.status).toBe(1);
    expect(restore.output).toContain(
      `Cannot run npm run restore: the data folder ${dataDir} is in use by a running portal (pid ${pid}`,
    );

    const move = runCli(["move-to-postgres"], { DATA_DIR: dataDir, DATABASE_URL: "postgres://nobody@127.0.0.1:9/none" });
    expect(move.status).toBe(1);
    expect(move.output).toContain(`Cannot run npm run move-to-postgres: the data folder ${dataDir} is in use`);

    // Killed, the portal leaves its lock behind; the next command takes it over.
    process.kill(-pid, "SIGKILL");
    await new Promise((resolve) => first.child.once("exit", resolve));
    const alone = runCli(["backup", backups], { DATA_DIR: dataDir });
    expect(alone.output).toContain("Backup written to");
    expect(alone.status).toBe(0);
    expect(fs.readdirSync(backups).filter(isBackupFile).length).toBeGreaterThanOrEqual(1);
  }, 300_000);
});
