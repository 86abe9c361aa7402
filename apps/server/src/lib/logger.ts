import pino from "pino";

export function createLogger(level: string, pretty: boolean) {
  return pino({
    level,
    redact: ["req.headers.cookie", "req.headers.authorization"],
    transport: pretty ? { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } : undefined,
  });
}
