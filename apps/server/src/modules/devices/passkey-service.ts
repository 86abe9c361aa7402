import type { PasskeySummary } from "@portal/shared/passkey-contracts";
import { asc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { passkeys } from "../../db/schema/index.ts";

/**
 * The person's own passkeys, oldest first: their name and when each was added. The keys
 * themselves and the authenticator's details stay on the server (decision 113), which is why this
 * is the portal's route and not the passkey plugin's `list-user-passkeys`.
 */
export async function listPasskeys(deps: Pick<AppDeps, "db">, userId: string): Promise<PasskeySummary[]> {
  const rows = await deps.db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map((r) => ({ id: r.id, name: r.name || null, createdAt: r.createdAt.toISOString() }));
}
