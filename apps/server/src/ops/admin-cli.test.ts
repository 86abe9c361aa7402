import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryFolders } from "../test/temporary-folders.ts";
import { LOCK_FILE, lockDataFolder } from "./data-folder-lock.ts";

const cli = new URL("./admin-cli.ts", import.meta.url).pathname;
const dataFolder = temporaryFolders("portal-admin-cli-");

/** `npm run admin:create` on the embedded database in `dataDir`. */
function createAdmin(dataDir: string) {
  const args = ["--name", "Avery Owner", "--email", "avery@example.com", "--phone", "+15551234567"];
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production", DEMO_DATA: "false" };
  delete env.DATABASE_URL;
  return spawnSync(process.execPath, ["--import", "tsx", cli, "create", ...args], { encoding: "utf8", env, timeout: 120_000 });
}

describe("npm run admin:create on the embedded database", () => {
  it("refuses while the portal holds the data folder, and opens nothing", async () => {
    const dataDir = dataFolder();
    const portal = await lockDataFolder(dataDir, "portal", "Cannot start the portal");
    try {
      const run = createAdmin(dataDir);
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/Cannot run npm run admin:create: the data folder .* is in use by/);
      expect(fs.existsSync(path.join(dataDir, "db"))).toBe(false);
    } finally {
      portal.release();
    }
  });

  it("creates the first admin, its owner, on a free folder and leaves the folder free", () => {
    const dataDir = dataFolder();
    const run = createAdmin(dataDir);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Created admin Avery Owner <avery@example.com>, phone");
    expect(run.stdout).toContain("role owner");
    expect(fs.readdirSync(dataDir)).not.toContain(LOCK_FILE);
  });
});
