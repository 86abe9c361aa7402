import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import { profiles } from "../db/schema/index.ts";
import { addressKey } from "../lib/address-key.ts";
import { consumeRateLimits, peekRateLimit, type RateLimitCheck, type RateLimitRule } from "../lib/rate-limit.ts";
import { type NotificationTiming, notify } from "../modules/notifications/index.ts";
import type { AuthRateLimits } from "./rate-limits.ts";
import { hasSignedInFrom } from "./sign-in-addresses.ts";

export interface SmsLimitDeps {
  db: Database;
  log?: Logger;
  rateLimits: AuthRateLimits;
  /** SMS codes the whole portal may send per hour. */
  smsHourlyBudget: number;
  /** When the admins' alert about the budget is e-mailed (it goes through the notification outbox). */
  notificationTiming: NotificationTiming;
}

/** The limit settings of the app's configuration. */
export function smsLimitDeps(deps: {
  db: Database;
  log: Logger;
  config: Pick<SmsLimitDeps, "rateLimits" | "smsHourlyBudget"> & { notifications: { timing: NotificationTiming } };
}): SmsLimitDeps {
  const { config } = deps;
  return {
    db: deps.db,
    log: deps.log,
    rateLimits: config.rateLimits,
    smsHourlyBudget: config.smsHourlyBudget,
    notificationTiming: config.notifications.timing,
  };
}

/** Why a request was refused, in the shape both the auth handler and the portal's routes answer. */
export interface Refusal {
  code: "too_many_requests" | "too_many_codes" | "sms_budget_exhausted";
  message: string;
  retryAfterSeconds: number;
}

const BUDGET_KEY = "sms:budget";
const HOUR_SECONDS = 3600;

const refusals = {
  address: { code: "too_many_requests", message: "Too many requests. Please try again later." },
  phone: {
    code: "too_many_codes",
    message: "Too many codes were requested for this number. Please try again later.",
  },
  budget: {
    code: "sms_budget_exhausted",
    message: "Sign-in codes cannot be sent right now. Please try again later.",
  },
} as const;

type CheckName = "address" | "phone" | "budget";

function refusal(name: CheckName, retryAfterSeconds: number): Refusal {
  return { ...refusals[name], retryAfterSeconds };
}

const budgetRule = (deps: SmsLimitDeps): RateLimitRule => ({ window: HOUR_SECONDS, max: deps.smsHourlyBudget });

/**
 * Admits (and counts) one code send to `phone` asked for from `address`, or says why not.
 * Counted together, all or nothing, so refused requests use up no one's allowance:
 * - the address's phone look-ups per hour (shared with `check-phone-exists`);
 * - codes for this phone from this address (15 minutes, day): what stops a single abuser;
 * - codes for this phone from addresses the person never signed in from (hour, day), kept above
 *   what one address may send: what stops many abusers, while the owner's own addresses stay open;
 * - the portal's hourly SMS budget, for phones that get a code. Unknown phones get no SMS, but
 *   are refused alike while the budget is used up, so a refusal never tells whether a phone is known.
 */
export async function admitCodeSend(deps: SmsLimitDeps, request: { phone: string; address: string }): Promise<Refusal | null> {
  const { db, rateLimits: limits } = deps;
  const { phone } = request;
  const address = addressKey(request.address);
  const [owner] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.phone, phone)).limit(1);
  const ownAddress = owner ? await hasSignedInFrom(db, owner.id, address) : false;

  if (!owner) {
    const budget = await peekRateLimit(db, BUDGET_KEY, budgetRule(deps));
    if (!budget.allowed) return refusal("budget", budget.retryAfterSeconds);
  }
  const checks: RateLimitCheck<CheckName>[] = [
    { name: "address", key: `lookups:ip:${address}`, rule: limits.phoneLookupsPerIp },
    { name: "phone", key: `sms:pair:${phone}:${address}`, rule: limits.sendOtpPerPhoneAndIp },
    { name: "phone", key: `sms:pair-day:${phone}:${address}`, rule: limits.sendOtpPerPhoneAndIpDaily },
  ];
  if (!ownAddress) {
    checks.push(
      { name: "phone", key: `sms:phone:${phone}`, rule: limits.sendOtpPerPhone },
      { name: "phone", key: `sms:phone-day:${phone}`, rule: limits.sendOtpPerPhoneDaily },
    );
  }
  if (owner) checks.push({ name: "budget", key: BUDGET_KEY, rule: budgetRule(deps) });

  const result = await consumeRateLimits(db, checks);
  if (result.allowed) return null;
  const { refused, retryAfterSeconds } = result;
  deps.log?.warn({ address, phone: maskPhone(phone), limit: refused.key.split(":").slice(0, 2).join(":") }, "SMS code refused");
  if (refused.name === "budget") await alertAdminsOnce(deps, retryAfterSeconds);
  return refusal(refused.name, retryAfterSeconds);
}

/** The share of the hourly SMS budget kept for sign-in codes: a burst of urgent news never locks people out. */
const SIGN_IN_RESERVE = 0.2;

/** How many of the hourly budget's texts notifications may use; the rest is for sign-in codes. */
export function notificationSmsAllowance(smsHourlyBudget: number): number {
  return Math.floor(smsHourlyBudget * (1 - SIGN_IN_RESERVE));
}

/**
 * Counts one notification SMS against the portal's hourly SMS budget, which it shares with sign-in
 * codes; false once notifications have reached their allowance (the budget less the codes' reserve).
 */
export async function consumeSmsBudget(db: Database, smsHourlyBudget: number): Promise<boolean> {
  const rule = { window: HOUR_SECONDS, max: notificationSmsAllowance(smsHourlyBudget) };
  return (await consumeRateLimits(db, [{ name: "budget", key: BUDGET_KEY, rule }])).allowed;
}

/**
 * Admits one `check-phone-exists` look-up: per address per minute, per address per hour (shared
 * with code sends) and per phone and address, so enumerating numbers is as slow as sending codes.
 */
export async function admitPhoneLookup(deps: SmsLimitDeps, request: { phone: string; address: string }): Promise<Refusal | null> {
  const limits = deps.rateLimits;
  const address = addressKey(request.address);
  const result = await consumeRateLimits<CheckName>(deps.db, [
    { name: "address", key: `check-phone:${address}`, rule: limits.checkPhonePerIp },
    { name: "address", key: `lookups:ip:${address}`, rule: limits.phoneLookupsPerIp },
    { name: "address", key: `lookup:pair:${request.phone}:${address}`, rule: limits.checkPhonePerPhoneAndIp },
  ]);
  return result.allowed ? null : refusal(result.refused.name, result.retryAfterSeconds);
}

/**
 * Tells every admin that the budget is used up, once per budget window across all instances: the
 * first refusal of a window claims a marker row keyed by the window's start, and in the same
 * transaction writes the alert to the notification outbox (one message per admin and window).
 */
async function alertAdminsOnce(deps: SmsLimitDeps, retryAfterSeconds: number): Promise<void> {
  const { db } = deps;
  try {
    const budget = await peekRateLimit(db, BUDGET_KEY, budgetRule(deps));
    const marker = `sms:budget-alert:${budget.windowStart}`;
    const now = Date.now();
    const until = new Date(now + retryAfterSeconds * 1000);
    const claimed = await db.transaction(async (tx) => {
      const marked = await tx.execute(sql`
        INSERT INTO rate_limits (id, key, count, last_request) VALUES (gen_random_uuid(), ${marker}, 1, ${now})
        ON CONFLICT (key) DO NOTHING RETURNING key`);
      if (marked.rows.length === 0) return false;
      await notify(tx, deps.notificationTiming, {
        key: marker,
        kind: "sms_budget",
        to: "admins",
        data: { budget: String(deps.smsHourlyBudget), until: `${until.toISOString().slice(0, 16).replace("T", " ")} UTC` },
      });
      return true;
    });
    if (!claimed) return;
    await db.execute(
      sql`DELETE FROM rate_limits WHERE key LIKE 'sms:budget-alert:%' AND last_request < ${now - 24 * HOUR_SECONDS * 1000}`,
    );
    deps.log?.error({ budget: deps.smsHourlyBudget }, "hourly SMS budget used up; sign-in codes are refused");
  } catch (error) {
    // The refusal stands whether or not the admins could be told.
    deps.log?.error({ err: error }, "could not alert the admins about the SMS budget");
  }
}

/** Enough of a phone number for the log to group requests, not enough to be one. */
function maskPhone(phone: string): string {
  return `${phone.slice(0, 4)}…${phone.slice(-2)}`;
}
