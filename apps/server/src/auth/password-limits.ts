import { and, eq, isNotNull } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.ts";
import { accounts, profiles } from "../db/schema/index.ts";
import { addressKey } from "../lib/address-key.ts";
import { consumeRateLimits, type RateLimitCheck } from "../lib/rate-limit.ts";
import type { AuthRateLimits } from "./rate-limits.ts";
import { hasSignedInFrom } from "./sign-in-addresses.ts";

/** Why a password sign-in was refused before the password was checked. */
export interface PasswordRefusal {
  code: "too_many_password_attempts" | "password_not_set";
  message: string;
  retryAfterSeconds?: number;
}

/**
 * Admits (and counts) one password sign-in for `email` from `address`, with the lock-out rules of
 * SMS codes (decision 028): per account and address (15 minutes, day), what stops a single
 * guesser; per account from addresses the person never signed in from (hour, day), what stops
 * many, while the owner's own addresses stay open. Better Auth's per-address limit comes on top.
 * A known account without a password is told so (it can only sign in with a code).
 */
export async function admitPasswordSignIn(
  deps: { db: Database; rateLimits: AuthRateLimits },
  request: { email: string; address: string },
): Promise<PasswordRefusal | null> {
  const { db, rateLimits: limits } = deps;
  const email = request.email.trim().toLowerCase();
  const address = addressKey(request.address);
  const [owner] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email)).limit(1);
  const ownAddress = owner ? await hasSignedInFrom(db, owner.id, address) : false;

  const checks: RateLimitCheck[] = [
    { name: "pair", key: `password:pair:${email}:${address}`, rule: limits.passwordPerEmailAndIp },
    { name: "pair", key: `password:pair-day:${email}:${address}`, rule: limits.passwordPerEmailAndIpDaily },
  ];
  if (!ownAddress) {
    checks.push(
      { name: "account", key: `password:account:${email}`, rule: limits.passwordPerEmail },
      { name: "account", key: `password:account-day:${email}`, rule: limits.passwordPerEmailDaily },
    );
  }
  const result = await consumeRateLimits(db, checks);
  if (!result.allowed) {
    return {
      code: "too_many_password_attempts",
      message: "Too many sign-in attempts for this account. Please try again later or sign in with an SMS code.",
      retryAfterSeconds: result.retryAfterSeconds,
    };
  }
  if (owner && !(await hasPassword(db, owner.id))) {
    return { code: "password_not_set", message: "No password has been set for this account yet." };
  }
  return null;
}

/** Whether the person has set a password (a credential account with a hash). */
export async function hasPassword(db: Database | Transaction, userId: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential"), isNotNull(accounts.password)))
    .limit(1);
  return Boolean(row);
}
