import type { Writable } from "node:stream";

/**
 * Where log lines go: the process's stdout, written so that logging can never block or break the
 * process (issue 25 §3). A write never waits: on a pipe Node writes in the background, and once
 * more than `maxPendingBytes` wait for a reader that stopped reading, new lines are dropped (and
 * counted) instead of piling up. A reader that went away (EPIPE) ends the output for good
 * instead of raising an error. Nothing is flushed on exit, so a stop never waits on its output.
 */
export interface LogOutput {
  write(text: string): void;
  /** Lines dropped because the reader was too slow or gone. */
  readonly dropped: number;
}

export function safeOutput(
  stream: Writable,
  options: { maxPendingBytes?: number; format?: (line: string) => string } = {},
): LogOutput {
  const maxPendingBytes = options.maxPendingBytes ?? 1024 * 1024;
  let broken = false;
  let dropped = 0;
  stream.on("error", () => {
    broken = true;
  });
  return {
    get dropped() {
      return dropped;
    },
    write(text: string) {
      if (broken || (stream.writableLength ?? 0) > maxPendingBytes) {
        dropped += 1;
        return;
      }
      try {
        stream.write(options.format ? options.format(text) : text);
      } catch {
        // A stream already destroyed throws rather than emitting: the same as a reader gone.
        broken = true;
        dropped += 1;
      }
    },
  };
}
