import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { setResponseHeaders } from "./response-headers.ts";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** A proxy's id is kept when it looks like one; anything else gets a fresh id. */
const ACCEPTED_ID = /^[\w.:-]{8,128}$/;

const requestIds = new AsyncLocalStorage<string>();

/**
 * pino `mixin`: every line logged while a request is handled, by any module, carries the
 * request's id, without passing a logger through every service.
 */
export function requestLogFields(): { requestId?: string } {
  const requestId = requestIds.getStore();
  return requestId ? { requestId } : {};
}

/** Gives each request an id (or keeps the proxy's), answers it in `X-Request-Id` and logs with it. */
export const requestContext: MiddlewareHandler = async (c, next) => {
  const incoming = c.req.header(REQUEST_ID_HEADER);
  const requestId = incoming && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
  await requestIds.run(requestId, next);
  // On the answer's own headers (its header record while it has one, decision 127): `c.header`
  // after the answer is made would rebuild it as a full Response object.
  setResponseHeaders(c.res, [[REQUEST_ID_HEADER, requestId]]);
};
