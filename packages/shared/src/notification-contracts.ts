import { z } from "zod";
import { LOCALES } from "./constants.ts";
import { pageInfoFields } from "./pagination.ts";

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
    /** Open tickets (new or in progress) assigned to this admin. */
    assignedTickets: z.number().int(),
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
  /** Each category at most once: one choice per category is what is saved. */
  preferences: z
    .array(notificationPreference)
    .refine((list) => new Set(list.map((p) => p.category)).size === list.length, { message: "Each category at most once." }),
  /** Text messages for what is urgent (project ready, payment failed). */
  smsUrgent: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;
/** The choices as Settings shows them, with whether text messages have a number to go to. */
export const notificationPreferencesView = notificationPreferences.extend({ hasPhone: z.boolean() });
export type NotificationPreferencesView = z.infer<typeof notificationPreferencesView>;

export const profileLanguage = z.object({ language: z.enum(LOCALES) });

/** The dev outbox (embedded default e-mail only): whether this portal keeps its mails locally. */
export const devOutboxStatus = z.object({ available: z.boolean() });
export type DevOutboxStatus = z.infer<typeof devOutboxStatus>;

export const devOutboxSummary = z.object({
  /** The mail's file name in `DATA_DIR/mail`, without `.json`. */
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  sentAt: z.string(),
});
export type DevOutboxSummary = z.infer<typeof devOutboxSummary>;

/** One page of the kept mails, newest first. */
export const devOutboxPage = z.object({ mails: z.array(devOutboxSummary), ...pageInfoFields });
export type DevOutboxPage = z.infer<typeof devOutboxPage>;

/** One kept mail as sent: both bodies and the headers. */
export const devOutboxMail = devOutboxSummary.extend({
  text: z.string(),
  html: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
});
export type DevOutboxMail = z.infer<typeof devOutboxMail>;

/** Mail ids are file names the outbox made: letters, digits and dashes only. */
export const devOutboxMailId = z.string().regex(/^[A-Za-z0-9-]{1,80}$/);
