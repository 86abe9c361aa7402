import { DrizzleQueryError } from "drizzle-orm/errors";

/**
 * SQLSTATE classes and codes that mean "the database is not reachable right now", not "this
 * query is wrong": connection exceptions (08xxx), the server shutting down or starting
 * (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now) and too many
 * connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** Socket errors of a database that is down, restarting or unreachable. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** node-postgres and pg-pool report these without a code. */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
];

/** A statement that gave up: waiting for a lock (55P03 lock_not_available) or running too long (57014 query_canceled). */
const BUSY_SQLSTATE = new Set(["55P03", "57014"]);

/** Whether `error` (or what it wraps) is a statement the lock or statement timeout ended (decision 073). */
export function isDatabaseBusy(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 8) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return (typeof code === "string" && BUSY_SQLSTATE.has(code)) || isDatabaseBusy(cause, depth + 1);
}

const FROM_DATABASE = Symbol("fromDatabase");

/** Marks an error raised while connecting to the database (see `DatabaseClient`). */
export function markFromDatabase(error: unknown): unknown {
  if (error && typeof error === "object") Object.defineProperty(error, FROM_DATABASE, { value: true });
  return error;
}

/**
 * Whether `error` (or anything it wraps: ORM and auth-library errors keep the driver's error as
 * their `cause`) says the database could not be reached, so the request deserves a 503 and a
 * retry rather than a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return check(error, false, 0);
}

/** `fromDatabase`: an error above this one in the chain came from a database query or connect. */
function check(error: unknown, fromDatabase: boolean, depth: number): boolean {
  if (!error || typeof error !== "object" || depth > 8) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const database = fromDatabase || error instanceof DrizzleQueryError || FROM_DATABASE in error;
  if (typeof code === "string" && UNAVAILABLE_SQLSTATE.test(code)) return true;
  if (database && typeof code === "string" && UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m))) return true;
  if (Array.isArray(errors) && errors.some((e) => check(e, database, depth + 1))) return true;
  return check(cause, database, depth + 1);
}
