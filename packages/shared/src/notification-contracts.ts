import { z } from "zod";
import { LOCALES } from "./constants.ts";

/** Badge counts of the sidebar; each role gets its own set. */
export const notificationCounts = z.discriminatedUnion("role", [
  z.object({
    role: z.literal("client"),
    invoices: z.number().int(),
    support: z.number().int(),
    /** Revision comments with agency replies the client has not seen. */
    commentReplies: z.number().int(),
  }),
  z.object({
    role: z.literal("admin"),
    revisions: z.number().int(),
    /** Revision comments with client replies this admin has not seen. */
    commentReplies: z.number().int(),
    features: z.number().int(),
    tickets: z.number().int(),
  }),
]);
export type NotificationCounts = z.infer<typeof notificationCounts>;

/** What a person can choose per category of e-mail. */
export const NOTIFICATION_MODES = ["instant", "daily", "off"] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

/** Categories of e-mail: clients see the first four, admins the admin ones. */
export const CLIENT_NOTIFICATION_CATEGORIES = ["invoices", "projects", "support", "billing"] as const;
export const ADMIN_NOTIFICATION_CATEGORIES = ["support", "revisions", "purchases", "alerts"] as const;
export const NOTIFICATION_CATEGORIES = [
  "invoices",
  "projects",
  "support",
  "billing",
  "revisions",
  "purchases",
  "alerts",
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const notificationPreference = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES),
  mode: z.enum(NOTIFICATION_MODES),
});
export const notificationPreferences = z.object({
  preferences: z.array(notificationPreference),
  /** Text messages for what is urgent (project ready, payment failed). */
  smsUrgent: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const profileLanguage = z.object({ language: z.enum(LOCALES) });
