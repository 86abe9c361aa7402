import { type ChildProcessByStdio, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

/**
 * The real server in a process of its own, stopped as a supervisor or a terminal stops it, with
 * its output going nowhere: the stop must end within SHUTDOWN_TIMEOUT_SECONDS whatever the pipe
 * to its reader, a request that never ends or its own logging do.
 */
const serverEntry = fileURLToPath(new URL("../index.ts", import.meta.url));
const SHUTDOWN_TIMEOUT_SECONDS = 3;
/** Slack for the process to end once the timeout fires (a loaded CI machine). */
const EXIT_SLACK_MS = 4_000;

type Server = ChildProcessByStdio<null, Readable, Readable>;
const started: Server[] = [];
const folders: string[] = [];

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** Starts the server on a free port with an empty data folder; resolves with its port once it listens. */
async function startServer(): Promise<{ child: Server; port: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-stop-"));
  folders.push(dataDir);
  const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      DEMO_DATA: "false",
      LOG_FORMAT: "json",
      SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS),
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  started.push(child);
  let errors = "";
  child.stderr.on("data", (chunk) => {
    errors += chunk;
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}\n${errors}`)), 90_000);
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
    child.once("exit", (code) => reject(new Error(`the server exited (${code}):\n${output}\n${errors}`)));
  });
  return { child, port };
}

function exitWithin(child: Server, ms: number): Promise<{ code: number | null; signal: string | null; ms: number }> {
  const since = Date.now();
  return new Promise((resolve, reject) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode, ms: 0 });
      return;
    }
    const timer = setTimeout(() => reject(new Error(`still running ${ms} ms after the stop`)), ms);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, ms: Date.now() - since });
    });
  });
}

/** A request whose body never finishes arriving: it stays in flight until its connection is cut. */
function stuckRequest(port: number): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(
        "POST /api/support/tickets HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
      );
      resolve(socket);
    });
    socket.on("error", () => undefined);
  });
}

async function requests(port: number, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.arrayBuffer());
  }
}

describe("a stop", () => {
  it("ends in time when the reader of the output has gone away (EPIPE), as with `npm start | tee` and Ctrl-C", async () => {
    const { child, port } = await startServer();
    // The reader goes away: every later write to the pipe fails with EPIPE.
    child.stdout.destroy();
    await requests(port, 5);
    const stuck = await stuckRequest(port);
    process.kill(-(child.pid as number), "SIGTERM");
    const ended = await exitWithin(child, SHUTDOWN_TIMEOUT_SECONDS * 1000 + EXIT_SLACK_MS);
    expect(ended.signal).toBeNull();
    stuck.destroy();
  });

  it("ends in time when the reader stops reading (a full pipe), with a request still in flight", async () => {
    const { child, port } = await startServer();
    // Nobody reads any more: once the pipe's buffer is full, every write would wait.
    child.stdout.pause();
    await requests(port, 600);
    const stuck = await stuckRequest(port);
    process.kill(-(child.pid as number), "SIGTERM");
    const ended = await exitWithin(child, SHUTDOWN_TIMEOUT_SECONDS * 1000 + EXIT_SLACK_MS);
    expect(ended.signal).toBeNull();
    stuck.destroy();
  });

  it("ends at once on a second signal", async () => {
    const { child, port } = await startServer();
    const stuck = await stuckRequest(port);
    process.kill(-(child.pid as number), "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(-(child.pid as number), "SIGTERM");
    const ended = await exitWithin(child, 2_000);
    expect(ended.code).not.toBe(0);
    stuck.destroy();
  });
});
