import { Writable } from "node:stream";
import pino from "pino";
import { requestLogFields } from "../lib/request-context.ts";

/** A logger that keeps what it logged, so a test can see which paths the app took. */
export function capturingLogger(level: pino.Level = "debug") {
  const lines: Array<{ level: number; msg: string; requestId?: string }> = [];
  const log = pino(
    { level, mixin: requestLogFields },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  return { log, lines };
}
