import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** What the specs need to know about the running instances (written by the global set-up). */
export interface ClusterInfo {
  proxyPort: number;
  instances: Array<{ port: number; pid: number }>;
  databaseUrl: string;
}

export const clusterFile = (dataDir: string) => path.join(dataDir, "cluster.json");

export function readCluster(dataDir: string): ClusterInfo {
  return JSON.parse(fs.readFileSync(clusterFile(dataDir), "utf8")) as ClusterInfo;
}

/** One portal instance on `port`, as `npm start` runs it, on the shared PostgreSQL database. */
export function startInstance(options: { port: number; env: Record<string, string>; logFile: string }): ChildProcess {
  const log = fs.openSync(options.logFile, "a");
  return spawn(process.execPath, ["--import", "tsx", "apps/server/src/index.ts"], {
    cwd: root,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: ["ignore", log, log],
  });
}

export async function waitForHealth(port: number, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The instance on port ${port} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The instance on port ${port} did not become healthy`);
}
