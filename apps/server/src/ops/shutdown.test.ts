import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { cleanUpProcesses, type ServerProcess, startServer, tempFolder } from "../test/spawned-server.ts";

/**
 * The real server in a process of its own, stopped as a supervisor or a terminal stops it, with
 * its output going nowhere: the stop must end within SHUTDOWN_TIMEOUT_SECONDS whatever the pipe
 * to its reader, a request that never ends or its own logging do.
 */
const SHUTDOWN_TIMEOUT_SECONDS = 3;
/** Slack for the process to end once the timeout fires (a loaded CI machine). */
const EXIT_SLACK_MS = 4_000;

afterEach(cleanUpProcesses);

async function start() {
  return startServer({ DATA_DIR: tempFolder("portal-stop-"), SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS) });
}

function exitWithin(child: ServerProcess, ms: number): Promise<{ code: number | null; signal: string | null; ms: number }> {
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

// Each test starts a server of its own (tens of seconds on a busy machine).
describe("a stop", { timeout: 150_000 }, () => {
  it("ends in time when the reader of the output has gone away (EPIPE), as with `npm start | tee` and Ctrl-C", async () => {
    const { child, port } = await start();
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
    const { child, port } = await start();
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
    const { child, port } = await start();
    const stuck = await stuckRequest(port);
    process.kill(-(child.pid as number), "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(-(child.pid as number), "SIGTERM");
    const ended = await exitWithin(child, 2_000);
    expect(ended.code).not.toBe(0);
    stuck.destroy();
  });
});
