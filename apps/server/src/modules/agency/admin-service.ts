import type { AgencyRole } from "@portal/shared/agency-roles";
import type { Locale } from "@portal/shared/constants";
import type { NewAdminRequest } from "@portal/shared/setup-contracts";
import { eq, or } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { profiles, setupCodes } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { personLabel, recordAudit } from "../audit/index.ts";

/** Adds an admin's profile in the caller's transaction; 409 `email_taken` / `phone_taken` on a clash. */
export async function insertAdmin(tx: Transaction, input: NewAdminRequest, language: Locale, agencyRole: AgencyRole = "owner") {
  const clash = await tx
    .select({ email: profiles.email })
    .from(profiles)
    .where(or(eq(profiles.email, input.email), eq(profiles.phone, input.phone)))
    .limit(1);
  if (clash[0]?.email === input.email) throw new AppError("email_taken", `A user with the e-mail ${input.email} already exists.`);
  if (clash[0]) throw new AppError("phone_taken", `A user with the phone ${input.phone} already exists.`);
  const [row] = await tx
    .insert(profiles)
    .values({ email: input.email, phone: input.phone, fullName: input.fullName, role: "admin", agencyRole, language })
    .returning({ id: profiles.id, email: profiles.email, phone: profiles.phone, fullName: profiles.fullName });
  return { ...row, label: personLabel({ email: row.email, fullName: row.fullName }) };
}

/**
 * `npm run admin:create`: an admin made on the server's command line (no set-up code needed, the
 * operator has the machine). Voids any set-up code, since the portal now has an admin. The first
 * admin of a portal without an owner is its owner, whatever role was asked for (decision 096).
 */
export async function createAdmin(db: Database, input: NewAdminRequest, language: Locale, role: AgencyRole = "owner") {
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.agencyRole, "owner")).limit(1);
    const agencyRole = owner ? role : "owner";
    const admin = { ...(await insertAdmin(tx, input, language, agencyRole)), agencyRole };
    await tx.delete(setupCodes);
    await recordAudit(tx, {
      kind: "admin_created",
      actor: null,
      targetId: admin.id,
      targetLabel: admin.label,
      person: { id: admin.id, label: admin.label },
      after: { email: admin.email, phone: admin.phone, fullName: admin.fullName, agencyRole, via: "npm run admin:create" },
    });
    return admin;
  });
}
