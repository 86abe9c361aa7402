import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { AppError } from "./app-error.ts";

/** JSON and other small bodies: far above any form of the portal, far below a memory risk. */
export const JSON_BODY_MAX_BYTES = 100 * 1024;
/** Payment providers' webhook events can carry a whole checkout session. */
export const WEBHOOK_BODY_MAX_BYTES = 1024 * 1024;

const MULTIPART = /^multipart\/form-data\b/i;
const WEBHOOKS = "/api/billing/webhooks/";
const AUTH = "/api/auth/";

const limited = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError("payload_too_large", `The request body is larger than ${maxSize} bytes.`);
    },
  });
const jsonLimit = limited(JSON_BODY_MAX_BYTES);
const webhookLimit = limited(WEBHOOK_BODY_MAX_BYTES);

/**
 * The size limit of every request body under /api, checked before anything reads it (413
 * `payload_too_large`). Multipart bodies are left to the upload routes' streaming reader
 * (lib/multipart), which alone reads them with each route's own limits; other routes never read
 * one (a JSON route answers 415 first). The auth library and the webhooks get their limit
 * whatever the content type, since they read their bodies themselves.
 */
export const bodyLimits = createMiddleware<AppEnv>(async (c, next) => {
  // A GET or HEAD request never carries a body the app reads; asking for one would build the
  // full Request object on every read of a page.
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  const path = c.req.path;
  if (path.startsWith(WEBHOOKS)) return webhookLimit(c, next);
  if (MULTIPART.test(c.req.header("content-type") ?? "") && !path.startsWith(AUTH)) return next();
  return jsonLimit(c, next);
});
