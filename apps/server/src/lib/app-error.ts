import type { ApiErrorCode } from "@portal/shared/error-codes";

/**
 * A refusal the portal explains with a registered code (the web app says it in the person's
 * language). Services and routes throw it without an HTTP status: the error handler answers with
 * the code's status from `STATUS_BY_CODE` (error-status.ts). The message is for logs and API
 * readers, never shown to people; `details` (e.g. the failing field) travels in the body.
 */
export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** The error body every API error is answered with. */
export function errorJson(code: ApiErrorCode, message: string, details?: unknown) {
  return { error: { code, message, details } };
}
