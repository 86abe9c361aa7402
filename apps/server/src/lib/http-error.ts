import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error with the HTTP status and a stable code the web app can translate. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}
