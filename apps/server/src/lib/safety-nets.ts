import type { Logger } from "pino";
import { isDatabaseUnavailable } from "../db/connection-errors.ts";

/**
 * The last line behind the error handlers every pool, client and stream has: a database
 * connection error that still escapes is logged and the process keeps serving (the pool heals);
 * a promise nobody awaited is logged, not fatal; any other uncaught exception may have left
 * state half-changed, so it is logged and the process shuts down through `onFatal`.
 */
export function installSafetyNets(log: Logger, onFatal: () => void): void {
  process.on("unhandledRejection", (reason) => {
    log.error({ err: reason }, "a promise failed and nobody handled it; kept running");
  });
  process.on("uncaughtException", (error) => {
    if (isDatabaseUnavailable(error)) {
      log.error({ err: error }, "a database connection error escaped its handler; kept running");
      return;
    }
    log.fatal({ err: error }, "uncaught exception; shutting down");
    onFatal();
  });
}
