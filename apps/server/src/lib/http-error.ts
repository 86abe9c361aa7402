import type { ApiErrorCode } from "@portal/shared/error-codes";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * An error with the HTTP status and a registered code the web app translates; the message is for
 * logs and API readers, never shown to people.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The error body every API error is answered with. */
export function errorJson(code: ApiErrorCode, message: string, details?: unknown) {
  return { error: { code, message, details } };
}
