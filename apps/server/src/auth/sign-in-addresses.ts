import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { signInAddresses } from "../db/schema/index.ts";
import { addressKey } from "../lib/address-key.ts";
import { SIGN_IN_ADDRESS_TRUSTED_DAYS } from "./rate-limits.ts";

/** Notes that a person signed in from `address` (called for every new session). */
export async function recordSignInAddress(db: Database, userId: string, address: string | null | undefined): Promise<void> {
  if (!address) return;
  await db
    .insert(signInAddresses)
    .values({ userId, address: addressKey(address) })
    .onConflictDoUpdate({
      target: [signInAddresses.userId, signInAddresses.address],
      set: { lastSignedInAt: sql`now()` },
    });
}

/** Whether the person signed in from `address` within the last few months. */
export async function hasSignedInFrom(db: Database, userId: string, address: string): Promise<boolean> {
  const since = new Date(Date.now() - SIGN_IN_ADDRESS_TRUSTED_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({ userId: signInAddresses.userId })
    .from(signInAddresses)
    .where(
      and(
        eq(signInAddresses.userId, userId),
        eq(signInAddresses.address, addressKey(address)),
        gt(signInAddresses.lastSignedInAt, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}
