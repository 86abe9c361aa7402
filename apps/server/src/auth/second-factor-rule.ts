import type { Database } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import { getAgencySettings } from "../modules/agency/index.ts";
import { type SessionUser, secondFactorMissing } from "./session-user.ts";

/** Whether the agency requires every agency role to sign in with a second factor (decision 108). */
export async function staffMustUseSecondFactor(db: Database): Promise<boolean> {
  return (await getAgencySettings(db)).security.requireSecondFactorForStaff;
}

/**
 * Refuses staff without a second factor while the agency requires one: 403 `second_factor_required`,
 * so the admin screens send them to set it up (their own settings stay open to them).
 */
export async function assertSecondFactorKept(db: Database, user: SessionUser): Promise<void> {
  if (user.role !== "admin" || user.twoFactorEnabled || user.signedInWithPasskey) return;
  if (secondFactorMissing(user, await staffMustUseSecondFactor(db))) {
    throw new AppError(
      "second_factor_required",
      "The agency requires a second sign-in factor. Set one up in your settings first.",
    );
  }
}
