import type { Server } from "node:http";
import type { Logger } from "pino";

export interface GracefulStopOptions {
  /** SHUTDOWN_TIMEOUT_SECONDS: the process has exited by then, whatever is still running. */
  timeoutMs: number;
  log: Logger;
  server: Server;
  /** Runs first (ends live-update streams, the demo site), so open streams do not hold the stop. */
  beforeClose: () => void;
  /** Run in order once the server has closed (background jobs, event bus, database). */
  afterClose: Array<() => Promise<unknown> | unknown>;
  exit?: (code: number) => void;
}

/**
 * The stop a signal starts (issue 25 §3): the port closes, requests in flight get most of the
 * timeout to finish before their connections are cut, then the background work and the database
 * close, and the process exits. The hard deadline is armed before anything else, so nothing
 * (a stuck request, a step that never settles, the log's output) can keep the process running past
 * it; a second signal exits at once. Answers the function signal handlers call.
 */
export function gracefulStop(options: GracefulStopOptions): (reason: string, exitCode?: number) => void {
  const { timeoutMs, log, server } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  return (reason, exitCode = 0) => {
    if (stopping) {
      log.warn({ signal: reason }, "stopping at once");
      exit(exitCode || 1);
      return;
    }
    stopping = true;
    setTimeout(() => {
      log.error({ timeoutMs }, "the stop took too long; exiting");
      exit(1);
    }, timeoutMs).unref();
    // Requests still in flight get most of the time; then their connections are cut.
    setTimeout(() => server.closeAllConnections(), Math.max(0, timeoutMs - Math.min(2000, timeoutMs / 4))).unref();
    log.info({ signal: reason }, "shutting down");
    try {
      options.beforeClose();
    } catch (error) {
      log.warn({ err: error }, "stopping the live parts failed");
    }
    server.close(async () => {
      for (const step of options.afterClose) {
        try {
          await step();
        } catch (error) {
          log.warn({ err: error }, "a part failed to stop cleanly");
        }
      }
      log.info("stopped");
      exit(exitCode);
    });
    // Keep-alive connections with no request in flight would hold `close` until they time out.
    server.closeIdleConnections();
  };
}
