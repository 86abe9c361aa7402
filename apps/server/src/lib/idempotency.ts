import { createHash } from "node:crypto";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import type { AppEnv } from "../app-env.ts";
import { AppError } from "./app-error.ts";
import {
  type ClaimTiming,
  claimKey,
  type KeyedRequest,
  purgeExpiredKeys,
  releaseKey,
  saveResponse,
} from "./idempotency-store.ts";
import { errorBody } from "./openapi.ts";

const IDEMPOTENCY_HEADER = "Idempotency-Key";
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const PURGE_EVERY_MS = 60_000;

const defaultClaimTiming: ClaimTiming = { waitMs: 10_000, pollMs: 50, staleMs: 5 * 60_000 };

/**
 * Multipart bodies (uploads) are not read here: hashing them would mean holding whole uploads
 * before the upload reader's limits apply. Their key alone names the action (decision 019).
 */
export async function hashBody(c: Context<AppEnv>): Promise<string> {
  if (c.req.header("content-type")?.toLowerCase().startsWith("multipart/")) return "multipart";
  // Hono keeps the text, so the route's JSON validator still reads the body afterwards.
  return createHash("sha256")
    .update(await c.req.text())
    .digest("hex");
}

/** The request's `Idempotency-Key` (undefined without one); 400 when it is not a valid key. */
export function idempotencyKeyOf(c: Context<AppEnv>): string | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key !== undefined && !KEY_PATTERN.test(key)) {
    throw new AppError("invalid_idempotency_key", "The Idempotency-Key header must be 1 to 255 visible ASCII characters.");
  }
  return key;
}

/**
 * Makes a create or change idempotent per signed-in person: the first request with an
 * `Idempotency-Key` runs; a repeat within 24 hours gets the first answer (status and body)
 * instead of running again, and a repeat still running is waited for. Requests without the
 * header run as usual. Answers of 500 and above, and 429, are not kept, so a retry runs again.
 */
export function idempotent(timing: ClaimTiming = defaultClaimTiming) {
  let lastPurge = 0;
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get("user");
    const key = user ? idempotencyKeyOf(c) : undefined;
    if (key === undefined || !user) return next();
    const { db, log } = c.get("deps");
    const request: KeyedRequest = {
      userId: user.id,
      key,
      method: c.req.method,
      path: c.req.path,
      requestHash: await hashBody(c),
    };
    const claim = await claimKey(db, request, timing);
    if (claim.kind === "mismatch") {
      throw new AppError("idempotency_key_reused", "This Idempotency-Key was already used for a different request.");
    }
    if (claim.kind === "in_progress") {
      throw new AppError(
        "idempotency_in_progress",
        "A request with this Idempotency-Key is still being processed. Please try again shortly.",
      );
    }
    if (claim.kind === "replay") {
      const { status, body } = claim.response;
      return new Response(status === 204 ? null : body, {
        status,
        headers: { "content-type": "application/json", "idempotent-replayed": "true" },
      });
    }

    await next().catch(async (error: unknown) => {
      await releaseKey(db, request);
      throw error;
    });
    const status = c.res.status;
    try {
      if (status >= 500 || status === 429) await releaseKey(db, request);
      else await saveResponse(db, request, { status, body: status === 204 ? null : await c.res.clone().text() });
    } catch (error) {
      // The request itself succeeded; a repeat may run again, which is no worse than no key.
      log.error({ err: error }, "idempotency key could not be recorded");
    }
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await purgeExpiredKeys(db).catch((error: unknown) => log.warn({ err: error }, "idempotency key purge failed"));
    }
  });
}

/** The middleware every idempotent route uses. */
export const idempotency = idempotent();

/** What an idempotent route adds to its OpenAPI description. */
export const idempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .optional()
    .describe(
      "A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result.",
    ),
});

export const idempotencyResponses = {
  409: {
    description: "Conflict, or a request with this key is still running",
    content: { "application/json": { schema: errorBody } },
  },
  422: {
    description: "The idempotency key was used for a different request",
    content: { "application/json": { schema: errorBody } },
  },
} as const;
