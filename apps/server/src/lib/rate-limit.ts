import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

export interface RateLimitRule {
  /** Window length in seconds. */
  window: number;
  max: number;
}

/**
 * Counts one hit for `key` in the shared `rate_limits` table (one atomic upsert, so every app
 * instance shares the window) and says whether it is within the rule.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
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
  };
}
