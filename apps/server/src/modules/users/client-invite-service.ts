import type { createClientRequest } from "@portal/shared/users-contracts";
import { and, eq, like, or } from "drizzle-orm";
import type { z } from "zod";
import type { Auth } from "../../auth/auth.ts";
import { hasPassword } from "../../auth/password-limits.ts";
import type { Database } from "../../db/client.ts";
import { profiles, verifications } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

type NewClient = z.output<typeof createClientRequest>;

/** Creates a client's profile and e-mails them a one-time set-password link. */
export async function createClient(db: Database, auth: Auth, input: NewClient) {
  const clash = await db
    .select({ email: profiles.email, phone: profiles.phone })
    .from(profiles)
    .where(or(eq(profiles.email, input.email), eq(profiles.phone, input.phone)))
    .limit(1);
  if (clash[0]?.email === input.email) throw new AppError("email_taken", "A user with this e-mail already exists.");
  if (clash[0]) throw new AppError("phone_taken", "A user with this phone number already exists.");

  const [created] = await db
    .insert(profiles)
    .values({
      email: input.email,
      phone: input.phone,
      fullName: input.fullName,
      businessName: input.businessName || null,
      role: "client",
    })
    .returning({ id: profiles.id, email: profiles.email, phone: profiles.phone });
  await sendSetPasswordLink(auth, created.email);
  return { id: created.id, email: created.email, phone: created.phone ?? input.phone };
}

export async function sendSetPasswordLink(auth: Auth, email: string): Promise<void> {
  await auth.api.requestPasswordReset({ body: { email } });
}

/**
 * E-mails a fresh set-password link to a person who has not set a password yet; the links sent
 * before stop working, so only the newest e-mail counts.
 */
export async function resendInvite(db: Database, auth: Auth, userId: string): Promise<void> {
  const [user] = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (!user) throw new AppError("user_not_found", "User not found");
  if (await hasPassword(db, userId)) {
    throw new AppError("password_already_set", "This person has already set a password.");
  }
  await db.delete(verifications).where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, userId)));
  await sendSetPasswordLink(auth, user.email);
}
