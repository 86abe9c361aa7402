import type { ApiErrorCode } from "@portal/shared/error-codes";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "pino";
import { isDatabaseBusy, isDatabaseUnavailable } from "../db/connection-errors.ts";
import { AppError, errorJson } from "./app-error.ts";
import { errorReply, statusOf } from "./error-status.ts";

/** How long clients are told to wait before retrying while the database is unreachable. */
const RETRY_AFTER_SECONDS = 5;
/** …and after a statement gave up on a lock or ran too long: such locks are usually brief. */
const BUSY_RETRY_AFTER_SECONDS = 2;

/** SQLSTATEs PostgreSQL gives for text it cannot store (NUL, invalid escapes in JSON). */
const UNSTORABLE_TEXT_SQLSTATE = new Set(["22021", "22P05"]);

/** The framework's own refusals (malformed JSON, body limits) keep their status with a stable code. */
const CODE_BY_STATUS: Partial<Record<number, ApiErrorCode>> = {
  400: "invalid_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  413: "payload_too_large",
  415: "unsupported_media_type",
};

/**
 * Every error a route throws, as `{ error: { code, message } }`: the app's own `AppError`s with
 * their code's status, framework refusals with their status, a database that cannot be reached as 503, and
 * anything else as a logged 500.
 */
export function errorResponse(error: Error, c: Context, log: Logger): Response {
  const response = errorResponseOf(error, c, log);
  // A body refused as too large was not read to its end, so the server drops the connection
  // after answering; saying so keeps a keep-alive client from sending its next request on it.
  if (response.status === 413) response.headers.set("Connection", "close");
  return response;
}

function errorResponseOf(error: Error, c: Context, log: Logger): Response {
  if (error instanceof AppError) {
    return c.json(errorJson(error.code, error.message, error.details), statusOf(error.code));
  }
  if (error instanceof HTTPException) {
    const malformedJson = error.status === 400 && /JSON/i.test(error.message);
    const code = malformedJson ? "invalid_json" : (CODE_BY_STATUS[error.status] ?? "invalid_request");
    const message = malformedJson ? "The request body is not valid JSON." : error.message || "The request is not valid.";
    return c.json(errorJson(code, message), error.status as ContentfulStatusCode);
  }
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error, path: c.req.path }, "database unavailable");
    c.header("Retry-After", String(RETRY_AFTER_SECONDS));
    return errorReply(c, "database_unavailable", "The service is briefly unavailable. Please try again in a moment.");
  }
  if (isDatabaseBusy(error)) {
    log.warn({ err: error, path: c.req.path }, "database busy: a statement gave up waiting for a lock or ran too long");
    c.header("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
    return errorReply(c, "database_busy", "This is taking longer than usual. Please try again in a moment.");
  }
  if (hasSqlState(error, UNSTORABLE_TEXT_SQLSTATE)) {
    // The input guards refuse such text first; this keeps a route they missed at 400, and says so.
    log.warn({ err: error, path: c.req.path }, "text the database cannot store reached a query");
    return errorReply(c, "invalid_text", "The text contains characters that cannot be saved.");
  }
  log.error({ err: error, path: c.req.path }, "unhandled error");
  return errorReply(c, "internal", "An unexpected error occurred");
}

function hasSqlState(error: unknown, codes: Set<string>, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 8) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return (typeof code === "string" && codes.has(code)) || hasSqlState(cause, codes, depth + 1);
}
