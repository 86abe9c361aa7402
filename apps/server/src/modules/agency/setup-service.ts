import type { SetupRequest } from "@portal/shared/setup-contracts";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { setupCodes } from "../../db/schema/index.ts";
import { addressKey } from "../../lib/address-key.ts";
import { AppError } from "../../lib/app-error.ts";
import { findAnonymousAnswer, recordAnonymousAnswer } from "../../lib/idempotency-store.ts";
import { consumeRateLimits, peekRateLimit, type RateLimitRule } from "../../lib/rate-limit.ts";
import { recordAudit } from "../audit/index.ts";
import { adminExists } from "./admin-exists-service.ts";
import { insertAdmin } from "./admin-service.ts";
import { readAgencySettings } from "./settings-read-service.ts";
import { announceAgencySettingsChanged, writeAgencySettings } from "./settings-service.ts";
import { hashSetupCode, removeSetupCodeFile } from "./setup-code.ts";

/**
 * Wrong set-up codes allowed (decision 069), like wrong sign-in codes and passwords: a few per
 * address, and a ceiling for all addresses together. The code has about 40 bits, so these stop
 * guessing long before it could succeed.
 */
const SETUP_ATTEMPT_LIMITS = {
  perAddress: { window: 15 * 60, max: 5 } satisfies RateLimitRule,
  overall: { window: 60 * 60, max: 30 } satisfies RateLimitRule,
};

/** Serialises set-ups across connections and instances (any constant the portal uses nowhere else). */
const SETUP_LOCK = 724_240_001;

type SetupDeps = Pick<AppDeps, "db" | "auth" | "providers" | "log"> & { dataDir?: string; limits?: typeof SETUP_ATTEMPT_LIMITS };

/**
 * The first-run set-up: checks the code (wrong ones are counted and locked out), then in one
 * transaction, serialised by an advisory lock so racing set-ups make exactly one admin: saves the
 * agency's name, language and time zone, creates the first admin and voids every code. The admin
 * then signs in by SMS code like anyone, and is e-mailed a set-password link.
 */
export async function completeSetup(
  deps: SetupDeps,
  input: SetupRequest,
  address: string,
  keyed?: SetupKey,
): Promise<SetupAnswer> {
  const earlier = keyed ? await answerOf(deps.db, keyed) : null;
  if (earlier) return earlier;
  if (await adminExists(deps.db)) return replayOrAlreadySetUp(deps.db, keyed);
  const limits = deps.limits ?? SETUP_ATTEMPT_LIMITS;
  const keys = [
    { name: "address", key: `setup:address:${addressKey(address)}`, rule: limits.perAddress },
    { name: "overall", key: "setup:overall", rule: limits.overall },
  ];
  for (const check of keys) {
    const peek = await peekRateLimit(deps.db, check.key, check.rule);
    if (!peek.allowed) throw tooMany(peek.retryAfterSeconds);
  }
  const hash = hashSetupCode(input.code);
  const [known] = await deps.db.select({ id: setupCodes.id }).from(setupCodes).where(eq(setupCodes.codeHash, hash)).limit(1);
  if (!known) {
    // A racing set-up may have just committed and voided every code: that is "already set up".
    if (await adminExists(deps.db)) return replayOrAlreadySetUp(deps.db, keyed);
    const counted = await consumeRateLimits(deps.db, keys);
    if (!counted.allowed) throw tooMany(counted.retryAfterSeconds);
    throw new AppError("setup_code_invalid", "The set-up code is not right.");
  }

  const admin = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SETUP_LOCK})`);
    if (await adminExists(tx)) return replayOrAlreadySetUp(tx, keyed);
    const voided = await tx.delete(setupCodes).returning({ codeHash: setupCodes.codeHash });
    if (!voided.some((c) => c.codeHash === hash)) return alreadySetUp();
    const row = await insertAdmin(tx, input.admin, input.agency.defaultLanguage);
    const actor = { id: row.id, label: row.label };
    const { settings } = await readAgencySettings(tx);
    const name = input.agency.name;
    await writeAgencySettings(tx, actor, {
      identity: { ...settings.identity, name, senderName: name },
      region: { ...settings.region, timeZone: input.agency.timeZone, defaultLanguage: input.agency.defaultLanguage },
    });
    await recordAudit(tx, {
      kind: "agency_set_up",
      actor,
      targetLabel: name,
      person: actor,
      after: { agency: name, admin: actor.label, phone: input.admin.phone },
    });
    if (keyed) {
      const answer = { status: 201, body: JSON.stringify({ email: row.email }) };
      await recordAnonymousAnswer(tx, { ...keyed, ...SETUP_REQUEST, userId: row.id }, answer);
    }
    return row;
  });
  if ("replayed" in admin) return admin;

  if (deps.dataDir) await removeSetupCodeFile(deps.dataDir);
  await announceAgencySettingsChanged(deps.db, deps.providers.events);
  try {
    await deps.auth.api.requestPasswordReset({ body: { email: admin.email } });
  } catch (error) {
    // The admin can sign in with an SMS code; a failed e-mail is not a failed set-up.
    deps.log.warn({ err: error }, "set-up: the set-password e-mail could not be sent");
  }
  return { email: admin.email, replayed: false };
}

/** A set-up's `Idempotency-Key` and the hash of its body (decision 085). */
export interface SetupKey {
  key: string;
  requestHash: string;
}

/** The set-up's answer: the first admin's e-mail, and whether it repeats an earlier request's. */
export interface SetupAnswer {
  email: string;
  replayed: boolean;
}

const SETUP_REQUEST = { method: "POST", path: "/api/setup" };

/** The answer of the set-up made earlier with this key (null when none was), or 422 for another request. */
async function answerOf(db: Database | Transaction, keyed: SetupKey): Promise<SetupAnswer | null> {
  const stored = await findAnonymousAnswer(db, { ...keyed, ...SETUP_REQUEST });
  if (stored === "mismatch") {
    throw new AppError("idempotency_key_reused", "This Idempotency-Key was already used for a different request.");
  }
  return stored?.body ? { email: (JSON.parse(stored.body) as { email: string }).email, replayed: true } : null;
}

/**
 * Once an admin exists, a request with the key of the set-up that made it is that set-up's retry
 * (its twin may have committed at any point of this one), and anything else is too late.
 */
async function replayOrAlreadySetUp(db: Database | Transaction, keyed: SetupKey | undefined): Promise<SetupAnswer> {
  return (keyed && (await answerOf(db, keyed))) || alreadySetUp();
}

function alreadySetUp(): never {
  throw new AppError("not_found", "The portal is already set up.");
}

function tooMany(retryAfterSeconds: number) {
  return new AppError("too_many_setup_attempts", "Too many wrong set-up codes. Please try again later.", {
    retryAfterSeconds,
  });
}
