import {
  ADMIN_NOTIFICATION_CATEGORIES,
  CLIENT_NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  type NotificationMode,
  type NotificationPreferences,
  type NotificationPreferencesView,
} from "@portal/shared/notification-contracts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notificationPreferences, profiles } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { type Language, languageOf } from "./email/messages.ts";
import { readUnsubscribeToken } from "./unsubscribe-token.ts";

function categoriesFor(role: string): readonly NotificationCategory[] {
  return role === "admin" ? ADMIN_NOTIFICATION_CATEGORIES : CLIENT_NOTIFICATION_CATEGORIES;
}

/** The person's choice for each category of their role (instant unless chosen otherwise). */
export async function getPreferences(db: Database, user: { id: string; role: string }): Promise<NotificationPreferencesView> {
  const [rows, [profile]] = await Promise.all([
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, user.id)),
    db.select({ smsUrgent: profiles.smsUrgent, phone: profiles.phone }).from(profiles).where(eq(profiles.id, user.id)),
  ]);
  const chosen = new Map(rows.map((r) => [r.category, r.mode as NotificationMode]));
  return {
    preferences: categoriesFor(user.role).map((category) => ({ category, mode: chosen.get(category) ?? "instant" })),
    smsUrgent: profile?.smsUrgent ?? false,
    hasPhone: Boolean(profile?.phone),
  };
}

export async function setPreferences(
  db: Database,
  user: { id: string; role: string },
  input: NotificationPreferences,
): Promise<NotificationPreferencesView> {
  const allowed = categoriesFor(user.role);
  if (input.preferences.some((p) => !allowed.includes(p.category))) {
    throw new AppError("invalid_request", "A category does not apply to this person.");
  }
  await db.transaction(async (tx) => {
    if (input.preferences.length > 0) {
      await tx
        .insert(notificationPreferences)
        .values(input.preferences.map((p) => ({ userId: user.id, category: p.category, mode: p.mode })))
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.category],
          set: { mode: sql`excluded.mode` },
        });
    }
    await tx.update(profiles).set({ smsUrgent: input.smsUrgent }).where(eq(profiles.id, user.id));
  });
  return getPreferences(db, user);
}

/** Turns off the categories a signed unsubscribe link names; false when the link is not valid. */
export async function unsubscribe(db: Database, secret: string, token: string): Promise<boolean> {
  const parsed = readUnsubscribeToken(secret, token);
  if (!parsed) return false;
  const [person] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, parsed.userId));
  if (!person) return false;
  await db
    .insert(notificationPreferences)
    .values(parsed.categories.map((category) => ({ userId: person.id, category, mode: "off" })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.category],
      set: { mode: "off" },
    });
  return true;
}

export async function setLanguage(db: Database, userId: string, language: "en" | "he"): Promise<void> {
  await db.update(profiles).set({ language }).where(eq(profiles.id, userId));
}

/** The language of the person an unsubscribe link is for (English when the link is not valid). */
export async function unsubscribeLanguage(db: Database, secret: string, token: string): Promise<Language> {
  const parsed = readUnsubscribeToken(secret, token);
  if (!parsed) return "en";
  const [person] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, parsed.userId));
  return languageOf(person?.language);
}
