import type { createClientRequest } from "@portal/shared/users-contracts";
import { and, eq, like, or } from "drizzle-orm";
import type { z } from "zod";
import type { Auth } from "../../auth/auth.ts";
import { hasPassword } from "../../auth/password-limits.ts";
import type { Database } from "../../db/client.ts";
import { companyMembers, profiles, verifications } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AuditActor, personLabel, recordAudit } from "../audit/index.ts";

type NewClient = z.output<typeof createClientRequest>;

/** Creates a client's profile and e-mails them a one-time set-password link. */
export async function createClient(db: Database, auth: Auth, actor: AuditActor, input: NewClient) {
  const clash = await db
    .select({ email: profiles.email, phone: profiles.phone })
    .from(profiles)
    .where(or(eq(profiles.email, input.email), eq(profiles.phone, input.phone)))
    .limit(1);
  if (clash[0]?.email === input.email) throw new AppError("email_taken", "A user with this e-mail already exists.");
  if (clash[0]) throw new AppError("phone_taken", "A user with this phone number already exists.");

  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(profiles)
      .values({
        email: input.email,
        phone: input.phone,
        fullName: input.fullName,
        businessName: input.businessName || null,
        role: "client",
      })
      .returning({ id: profiles.id, email: profiles.email, phone: profiles.phone });
    // The new client is the owner of their company (decision 106), as the migration made every client.
    await tx
      .insert(companyMembers)
      .values({ accountId: row.id, personId: row.id, canRevisions: true, canBilling: true, canSupport: true });
    const label = personLabel({ email: row.email, fullName: input.fullName });
    await recordAudit(tx, {
      kind: "user_invited",
      actor,
      targetId: row.id,
      targetLabel: label,
      person: { id: row.id, label },
      after: { email: row.email, phone: row.phone, fullName: input.fullName, businessName: input.businessName || null },
    });
    return row;
  });
  await sendSetPasswordLink(auth, created.email);
  return { id: created.id, email: created.email, phone: created.phone ?? input.phone };
}

async function sendSetPasswordLink(auth: Auth, email: string): Promise<void> {
  await auth.api.requestPasswordReset({ body: { email } });
}

/**
 * E-mails a fresh set-password link to a person who has not set a password yet; the links sent
 * before stop working, so only the newest e-mail counts.
 */
export async function resendInvite(db: Database, auth: Auth, actor: AuditActor, userId: string): Promise<void> {
  const [user] = await db
    .select({ email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!user) throw new AppError("user_not_found", "User not found");
  if (await hasPassword(db, userId)) {
    throw new AppError("password_already_set", "This person has already set a password.");
  }
  await db.transaction(async (tx) => {
    await tx
      .delete(verifications)
      .where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, userId)));
    await recordAudit(tx, {
      kind: "invite_resent",
      actor,
      targetId: userId,
      targetLabel: personLabel(user),
      person: { id: userId, label: personLabel(user) },
    });
  });
  await sendSetPasswordLink(auth, user.email);
}
