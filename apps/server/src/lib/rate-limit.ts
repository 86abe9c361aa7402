import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.ts";

export interface RateLimitRule {
  /** Window length in seconds. */
  window: number;
  max: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
  /** When the current window started (ms since the epoch). */
  windowStart: number;
}

/** One limit to count a hit against: the key names what is counted (an address, a phone, ...). */
export interface RateLimitCheck<Name extends string = string> {
  name: Name;
  key: string;
  rule: RateLimitRule;
}

/**
 * Counts one hit for `key` in the shared `rate_limits` table (one atomic upsert, so every app
 * instance shares the window) and says whether it is within the rule.
 */
async function consumeRateLimit(db: Database | Transaction, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const now = Date.now();
  const windowStart = now - rule.window * 1000;
  const result = await db.execute<{ count: number; last_request: string }>(sql`
    INSERT INTO rate_limits (id, key, count, last_request)
    VALUES (gen_random_uuid(), ${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.last_request < ${windowStart} THEN 1 ELSE rate_limits.count + 1 END,
      last_request = CASE WHEN rate_limits.last_request < ${windowStart} THEN ${now} ELSE rate_limits.last_request END
    RETURNING count, last_request`);
  const row = result.rows[0];
  const count = Number(row.count);
  const started = Number(row.last_request);
  return {
    allowed: count <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((started + rule.window * 1000 - now) / 1000)),
    windowStart: started,
  };
}

class Refused extends Error {}

/**
 * Counts one hit against every check, all or nothing: when one of them is over its limit, none
 * of the hits is kept (so, for example, a code refused for one address does not use up the
 * phone's allowance for everyone else). Checks are taken in the order given; callers keep one
 * order so that concurrent requests lock the rows alike.
 */
export async function consumeRateLimits<Name extends string>(
  db: Database,
  checks: RateLimitCheck<Name>[],
): Promise<{ allowed: true } | { allowed: false; refused: RateLimitCheck<Name>; retryAfterSeconds: number }> {
  let refusal: { refused: RateLimitCheck<Name>; retryAfterSeconds: number } | undefined;
  try {
    await db.transaction(async (tx) => {
      for (const check of checks) {
        const result = await consumeRateLimit(tx, check.key, check.rule);
        if (!result.allowed) {
          refusal = { refused: check, retryAfterSeconds: result.retryAfterSeconds };
          throw new Refused();
        }
      }
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
  }
  return refusal ? { allowed: false, ...refusal } : { allowed: true };
}

/** Whether `key` has used up `rule` in its current window, without counting a hit. */
export async function peekRateLimit(db: Database, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const now = Date.now();
  const result = await db.execute<{ count: number; last_request: string }>(
    sql`SELECT count, last_request FROM rate_limits WHERE key = ${key}`,
  );
  const row = result.rows[0];
  const started = row ? Number(row.last_request) : now;
  const live = row !== undefined && started >= now - rule.window * 1000;
  return {
    allowed: !live || Number(row.count) < rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((started + rule.window * 1000 - now) / 1000)),
    windowStart: started,
  };
}
