import { type ChildProcessByStdio, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";

/** The real server and the ops CLI, each in a process of its own (tests of stopping and of the data folder). */
const serverEntry = fileURLToPath(new URL("../index.ts", import.meta.url));
const cliEntry = fileURLToPath(new URL("../ops/cli.ts", import.meta.url));

export type ServerProcess = ChildProcessByStdio<null, Readable, Readable>;

/** A fresh temporary folder, removed by `removeFolders`. */
const folders: string[] = [];
export function tempFolder(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

const started: ServerProcess[] = [];

/** Kills what the tests started and removes their folders (an afterEach). */
export function cleanUpProcesses(): void {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
}

/** The environment of a spawned server or command: nothing of the test runner's own. */
function baseEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, DEMO_DATA: "false", LOG_FORMAT: "json", HOST: "127.0.0.1", ...env };
}

/**
 * Starts the server (its own process group, so a test can signal it as a supervisor does) and
 * resolves with its port once it listens; rejects with its output when it exits first.
 */
export async function startServer(
  env: Record<string, string>,
): Promise<{ child: ServerProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
    env: baseEnv({ PORT: "0", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  started.push(child);
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stderr.on("data", collect);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /\(port (\d+)\)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout.off("data", onData);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new ServerExited(code, output));
    });
  });
  return { child, port, output: () => output };
}

export class ServerExited extends Error {
  constructor(
    readonly code: number | null,
    readonly output: string,
  ) {
    super(`the server exited (${code}):\n${output}`);
  }
}

/** Runs `npm run backup|restore|move-to-postgres`'s script to its end; answers its exit code and output. */
export function runCli(args: string[], env: Record<string, string>): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ["--import", "tsx", cliEntry, ...args], {
    env: baseEnv(env),
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
