import pino from "pino";
import { formatLogLine } from "./log-format.ts";
import { safeOutput } from "./log-output.ts";
import { requestLogFields } from "./request-context.ts";

type LogFormat = "json" | "pretty";

/** LOG_FORMAT when set; otherwise readable lines in a terminal and JSON for services and collectors. */
export function chooseLogFormat(configured: LogFormat | undefined, isTerminal: boolean): LogFormat {
  return configured ?? (isTerminal ? "pretty" : "json");
}

/**
 * The process's logger: JSON lines, or readable ones (lib/log-format.ts) for a terminal, written
 * to stdout through `safeOutput`, so a slow or vanished reader never blocks the process or its stop.
 */
export function createLogger(level: string, format: LogFormat, stream: NodeJS.WriteStream = process.stdout) {
  const color = format === "pretty" && Boolean(stream.isTTY) && !process.env.NO_COLOR;
  const output = safeOutput(stream, format === "pretty" ? { format: (line) => formatLogLine(line, { color }) } : {});
  return pino(
    {
      level,
      mixin: requestLogFields,
      redact: ["req.headers.cookie", "req.headers.authorization"],
    },
    output,
  );
}
