/**
 * Readable log lines for a person watching a terminal (issue 27): `14:02:03 INFO  message`, the
 * sign-in help as a small table, and every other field as `key=value` on the same line. Pure, so
 * it is tested on its own; the JSON lines pino writes are its input.
 */

const LEVELS: Record<number, { label: string; color: string }> = {
  10: { label: "TRACE", color: "90" },
  20: { label: "DEBUG", color: "36" },
  30: { label: "INFO", color: "32" },
  40: { label: "WARN", color: "33" },
  50: { label: "ERROR", color: "31" },
  60: { label: "FATAL", color: "35" },
};

/** Fields every line has, or that the line says in its own words. */
const HIDDEN = new Set(["level", "time", "pid", "hostname", "msg", "v"]);
/** The request log's fields, said as `GET /api/health 200 3 ms`. */
const REQUEST_FIELDS = new Set([...HIDDEN, "method", "path", "status", "ms"]);

/** The demo people in `signIn.people`: shown as columns. */
interface SignInRow {
  role: string;
  name: string;
  phone: string;
  business: string;
}

interface FormatOptions {
  color: boolean;
}

const paint = (text: string, code: string, options: FormatOptions) => (options.color ? `\u001b[${code}m${text}\u001b[0m` : text);

function clock(time: unknown): string {
  const date = new Date(typeof time === "number" ? time : Date.now());
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((n) => String(n).padStart(2, "0")).join(":");
}

function scalar(value: unknown): string {
  if (typeof value === "string") return /[\s"=]/.test(value) || value === "" ? JSON.stringify(value) : value;
  return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
}

/** Columns padded to their widest cell. */
function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join("  ")
      .trimEnd(),
  );
}

function errorLines(err: unknown): string[] {
  if (!err || typeof err !== "object") return [];
  const { stack, message } = err as { stack?: unknown; message?: unknown };
  const text = typeof stack === "string" ? stack : typeof message === "string" ? message : JSON.stringify(err);
  return text.split("\n");
}

/** One log record (a parsed JSON line) as the lines a terminal shows, ending in a newline. */
export function formatLogRecord(record: Record<string, unknown>, options: FormatOptions): string {
  const level = LEVELS[Number(record.level)] ?? { label: "LOG", color: "37" };
  const prefix = `${paint(clock(record.time), "90", options)} ${paint(level.label.padEnd(5), level.color, options)} `;
  const indent = " ".repeat(clock(record.time).length + 7);
  const [first = "", ...more] = String(record.msg ?? "").split("\n");
  const below: string[] = [...more];
  const fields: string[] = [];
  const isRequest = record.msg === "request" && typeof record.method === "string";
  const headline = isRequest ? `${record.method} ${record.path} ${record.status} ${record.ms} ms` : first;
  const hidden = isRequest ? REQUEST_FIELDS : HIDDEN;
  const signIn = record.signIn as { people?: SignInRow[] } | undefined;
  if (signIn?.people) below.push(...table(signIn.people.map((p) => [p.role, p.name, p.phone, `(${p.business})`])));
  for (const [key, value] of Object.entries(record)) {
    if (hidden.has(key) || key === "signIn" || value === undefined) continue;
    // Already said by the message (the SMS's phone, the e-mail's address and subject).
    if (typeof value === "string" && value !== "" && first.includes(value)) continue;
    // The request id matters when tracing a warning or an error, not on every line.
    if (key === "requestId" && Number(record.level) < 40) continue;
    if (key === "err") below.push(...errorLines(value));
    else if (key === "text" && typeof value === "string") below.push(...value.split("\n"));
    else fields.push(`${key}=${scalar(value)}`);
  }

  const tail = fields.length > 0 ? ` ${paint(fields.join(" "), "90", options)}` : "";
  const lines = [`${prefix}${headline}${tail}`, ...below.filter((line) => line.trim() !== "").map((line) => indent + line)];
  return `${lines.join("\n")}\n`;
}

/** A JSON line from pino as readable lines; a line that is not JSON is passed on as it is. */
export function formatLogLine(line: string, options: FormatOptions): string {
  try {
    const record = JSON.parse(line) as unknown;
    if (record && typeof record === "object" && !Array.isArray(record)) {
      return formatLogRecord(record as Record<string, unknown>, options);
    }
  } catch {
    // not JSON: shown unchanged
  }
  return line.endsWith("\n") ? line : `${line}\n`;
}
