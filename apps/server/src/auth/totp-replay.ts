import { createHmac } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { twoFactors } from "../db/schema/index.ts";
import type { AuthEndpointPath } from "./allowed-endpoints.ts";

const VERIFY_TOTP: AuthEndpointPath = "/two-factor/verify-totp";
/** The two-factor plugin's defaults: 30-second steps, six digits, one step either side accepted. */
const PERIOD_SECONDS = 30;
const WINDOW = 1;
/** Where the two-factor plugin keeps the person between the first factor and the code. */
const TWO_FACTOR_COOKIE = "two_factor";

/**
 * An authenticator code signs in once (decision 119). Before the two-factor plugin checks a
 * sign-in's code, this finds the step it belongs to and claims it for the person in one statement:
 * a code of that step or an older one is refused with 400 `totp_code_used` until a newer step's
 * code comes.
 * A code that matches no step is left to the plugin (it counts the failure).
 */
export function totpReplayPlugin(db: Database): BetterAuthPlugin {
  return {
    id: "portal-totp-replay",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === VERIFY_TOTP,
          handler: createAuthMiddleware(async (ctx) => {
            const code: unknown = ctx.body?.code;
            if (typeof code !== "string") return;
            // Sign-ins only: confirming a new app in settings is no sign-in (decision 119).
            const userId = await pendingUserId(ctx);
            if (!userId) return;
            const [row] = await db.select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, userId));
            if (!row) return;
            const key = keyOf(await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret }));
            const step = matchingStep(key, code);
            if (step === null) return;
            const claimed = await db
              .update(twoFactors)
              .set({ lastUsedStep: step })
              .where(and(eq(twoFactors.userId, userId), or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step))))
              .returning({ id: twoFactors.id });
            if (claimed.length === 0) {
              throw new APIError("BAD_REQUEST", {
                code: "totp_code_used",
                message: "This code was already used. Wait for the next code in your authenticator app.",
              });
            }
          }),
        },
      ],
    },
  };
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The person between their first factor and the code: the two-factor plugin's signed cookie. */
async function pendingUserId(ctx: HookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const token = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!token) return null;
  const value = await ctx.context.internalAdapter.findVerificationValue(token);
  return value?.value ?? null;
}

/** The plugin stores its own secrets as text (used as UTF-8 bytes), imported ones as `base32:…`. */
function keyOf(secret: string): Buffer {
  if (!secret.startsWith("base32:")) return Buffer.from(secret, "utf8");
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of secret.slice(7).replace(/=+$/, "").toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The step (of those the plugin accepts now) whose code this is, or null (RFC 6238, SHA-1). */
function matchingStep(key: Buffer, code: string, now = Date.now()): number | null {
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    if (hotp(key, step) === code) return step;
  }
  return null;
}

function hotp(key: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}
