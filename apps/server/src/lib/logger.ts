import pino from "pino";
import { requestLogFields } from "./request-context.ts";

/** JSON logs; readable lines when asked for and pino-pretty is installed (a dev dependency). */
export function createLogger(level: string, pretty: boolean) {
  return pino({
    level,
    mixin: requestLogFields,
    redact: ["req.headers.cookie", "req.headers.authorization"],
    transport:
      pretty && canResolve("pino-pretty")
        ? { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } }
        : undefined,
  });
}

function canResolve(specifier: string): boolean {
  try {
    import.meta.resolve(specifier);
    return true;
  } catch {
    return false;
  }
}
