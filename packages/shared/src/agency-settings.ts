/**
 * The agency's own settings (issue 24): who it is, how to reach it, its landing page, invoicing
 * details, premium plan and region. One schema per group, shared by the admin screen and the
 * server; messages are i18n keys of the `agencySettings` namespace. Nothing of one agency lives in
 * code: before an admin saves anything the portal shows `AGENCY_SETTINGS_DEFAULTS`, a neutral
 * "Client Portal" (with `SUPPORT_EMAIL`, `MAIL_FROM` and `PREMIUM_*` filled in at first run).
 */
import { z } from "zod";
import { brandColourProblem } from "./brand-colour.ts";
import { LOCALES, type Locale } from "./constants.ts";

export { brandColourContrast, brandColourProblem, contrastRatio, MIN_BRAND_CONTRAST } from "./brand-colour.ts";

export const AGENCY_NAME_MAX = 100;
export const LOCALIZED_LINE_MAX = 200;
export const LOCALIZED_TEXT_MAX = 2000;
export const FAQ_MAX_ENTRIES = 30;
export const PREMIUM_BENEFITS_MAX = 10;
export const PREMIUM_PRICE_MIN_CENTS = 50;
export const PREMIUM_PRICE_MAX_CENTS = 1_000_000;
export const REVISIONS_PER_PROJECT_MIN = 1;
export const REVISIONS_PER_PROJECT_MAX = 20;
export const DEFAULT_REVISIONS_PER_PROJECT = 3;
/** The logo as uploaded (re-encoded); the icon made from it is square. */
export const AGENCY_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const AGENCY_ICON_SIZE_PX = 512;

/** Weekdays in the order the admin screen lists them. */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Whether `zone` is an IANA time zone this runtime knows (for example `Asia/Jerusalem`). */
export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A required one-line text; `required` is the message key when it is empty. */
export const line = (max: number, required: string) => z.string().trim().min(1, { message: required }).max(max);
const optionalLine = (max: number) => z.string().trim().max(max, { message: "tooLong" });

/** A text in each language; at least one must be filled (screens fall back to the other). */
export const localizedText = (max: number) =>
  z
    .object({ en: optionalLine(max), he: optionalLine(max) })
    .refine((t) => t.en !== "" || t.he !== "", { message: "oneLanguageRequired" });
export type LocalizedText = { en: string; he: string };

/** The text in `locale`, or in the other language when that one is empty. */
export function localized(text: LocalizedText, locale: string): string {
  const own = text[(LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : "en"];
  return own || text.en || text.he;
}

export const hexColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: "colourInvalid" })
  .transform((v) => v.toLowerCase());

/** A brand colour the portal can put white text on and show on white (WCAG AA, 4.5:1). */
export const brandColour = hexColour.refine((v) => brandColourProblem(v) === null, { message: "colourContrast" });

export const identitySettings = z.object({
  name: line(AGENCY_NAME_MAX, "nameRequired"),
  brandColour,
  /** The From name of e-mails (the address stays MAIL_FROM's). */
  senderName: line(AGENCY_NAME_MAX, "senderNameRequired"),
  /** The logo as uploaded and the square icon made from it; both null or both set. */
  logoFileId: z.uuid().nullable(),
  iconFileId: z.uuid().nullable(),
});
export type IdentitySettings = z.infer<typeof identitySettings>;

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "timeInvalid" });

/** One weekday's support hours in the agency's time zone; null when closed that day. */
export const dayHours = z
  .object({ open: timeOfDay, close: timeOfDay })
  .refine((h) => h.open < h.close, { message: "closeBeforeOpen", path: ["close"] })
  .nullable();
export type DayHours = z.infer<typeof dayHours>;

export const supportHours = z.object({
  mon: dayHours,
  tue: dayHours,
  wed: dayHours,
  thu: dayHours,
  fri: dayHours,
  sat: dayHours,
  sun: dayHours,
});
export type SupportHours = z.infer<typeof supportHours>;

export const faqEntry = z.object({
  id: z.uuid(),
  question: localizedText(LOCALIZED_LINE_MAX),
  answer: localizedText(LOCALIZED_TEXT_MAX),
});
export type FaqEntry = z.infer<typeof faqEntry>;

export const contactSettings = z.object({
  supportEmail: z.email({ message: "emailInvalid" }).max(254),
  supportHours,
  /** In the order shown. */
  faq: z
    .array(faqEntry)
    .max(FAQ_MAX_ENTRIES, { message: "faqTooMany" })
    .refine((entries) => new Set(entries.map((e) => e.id)).size === entries.length, { message: "faqDuplicate" }),
});
export type ContactSettings = z.infer<typeof contactSettings>;

export const landingSettings = z.object({
  /** When false there is no landing page: `/` goes to `/login`. */
  enabled: z.boolean(),
  headline: localizedText(LOCALIZED_LINE_MAX),
  text: localizedText(LOCALIZED_TEXT_MAX),
});
export type LandingSettings = z.infer<typeof landingSettings>;

export const invoicingSettings = z.object({
  /** Printed as the issuer; empty means the agency's name. */
  legalName: optionalLine(200),
  address: optionalLine(500),
  taxId: optionalLine(50),
  /** New invoices are numbered PREFIX-YYYY-000001. */
  invoiceNumberPrefix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,8}[A-Za-z0-9])?$/, { message: "prefixInvalid" }),
  footerNote: optionalLine(500),
});
export type InvoicingSettings = z.infer<typeof invoicingSettings>;

const benefitList = z
  .array(z.string().trim().min(1, { message: "benefitEmpty" }).max(LOCALIZED_LINE_MAX))
  .max(PREMIUM_BENEFITS_MAX, {
    message: "benefitsTooMany",
  });

export const premiumSettings = z.object({
  name: line(AGENCY_NAME_MAX, "planNameRequired"),
  /** A new price applies to new subscriptions; existing subscribers keep theirs. */
  monthlyPriceCents: z
    .number()
    .int({ message: "priceInvalid" })
    .min(PREMIUM_PRICE_MIN_CENTS, { message: "priceTooLow" })
    .max(PREMIUM_PRICE_MAX_CENTS, { message: "priceTooHigh" }),
  priceLabel: localizedText(LOCALIZED_LINE_MAX),
  benefits: z.object({ en: benefitList, he: benefitList }),
  revisionsPerProject: z
    .number()
    .int({ message: "revisionsInvalid" })
    .min(REVISIONS_PER_PROJECT_MIN, { message: "revisionsInvalid" })
    .max(REVISIONS_PER_PROJECT_MAX, { message: "revisionsInvalid" }),
});
export type PremiumSettings = z.infer<typeof premiumSettings>;

const weekStart = z.number().int().min(0).max(6);

export const regionSettings = z.object({
  /** IANA zone: countdowns, due dates, chart buckets, daily digests and support hours. */
  timeZone: z.string().trim().refine(isValidTimeZone, { message: "timeZoneInvalid" }),
  /** The language of people who have not chosen one (and of e-mails to them). */
  defaultLanguage: z.enum(LOCALES),
  /** 0 = Sunday ... 6 = Saturday, per language. */
  firstDayOfWeek: z.object({ en: weekStart, he: weekStart }),
});
export type RegionSettings = z.infer<typeof regionSettings>;

/** Sign-in rules (decision 108). */
export const securitySettings = z.object({
  /** Every agency role must sign in with an authenticator app (TOTP) as a second factor. */
  requireSecondFactorForStaff: z.boolean(),
});
export type SecuritySettings = z.infer<typeof securitySettings>;

export const AGENCY_SETTINGS_GROUPS = ["identity", "contact", "landing", "invoicing", "premium", "region", "security"] as const;
export type AgencySettingsGroup = (typeof AGENCY_SETTINGS_GROUPS)[number];

export const agencySettingsSchema = z.object({
  identity: identitySettings,
  contact: contactSettings,
  landing: landingSettings,
  invoicing: invoicingSettings,
  premium: premiumSettings,
  region: regionSettings,
  security: securitySettings,
});
export type AgencySettings = z.infer<typeof agencySettingsSchema>;

/** The schema of each group, for a save of one group (`PUT /api/admin/agency-settings/:group`). */
export const AGENCY_SETTINGS_GROUP_SCHEMAS = {
  identity: identitySettings,
  contact: contactSettings,
  landing: landingSettings,
  invoicing: invoicingSettings,
  premium: premiumSettings,
  region: regionSettings,
  security: securitySettings,
} as const satisfies Record<AgencySettingsGroup, z.ZodType>;

/** What the admin screen reads: the settings and who saved them last. */
export const agencySettingsResponse = agencySettingsSchema.extend({
  logoUrl: z.string().nullable(),
  iconUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AgencySettingsResponse = z.infer<typeof agencySettingsResponse>;

/** What anonymous pages may see (`GET /api/agency`): no invoicing details, no sender name. */
export const publicAgencySettings = z.object({
  name: z.string(),
  brandColour: z.string(),
  logoUrl: z.string().nullable(),
  iconUrl: z.string().nullable(),
  landing: landingSettings,
  support: z.object({ email: z.string(), hours: supportHours, faq: z.array(faqEntry) }),
  premium: premiumSettings,
  region: regionSettings,
  /** Changes on every save: a cache key for prerendered pages and icons. */
  version: z.string(),
});
export type PublicAgencySettings = z.infer<typeof publicAgencySettings>;

/** The public subset of the full settings; `fileUrl` turns a file id into its URL. */
export function toPublicAgencySettings(
  settings: AgencySettings,
  version: string,
  fileUrl: (id: string) => string,
): PublicAgencySettings {
  return {
    name: settings.identity.name,
    brandColour: settings.identity.brandColour,
    logoUrl: settings.identity.logoFileId ? fileUrl(settings.identity.logoFileId) : null,
    iconUrl: settings.identity.iconFileId ? fileUrl(settings.identity.iconFileId) : null,
    landing: settings.landing,
    support: { email: settings.contact.supportEmail, hours: settings.contact.supportHours, faq: settings.contact.faq },
    premium: settings.premium,
    region: settings.region,
    version,
  };
}

/** The event every instance and every open page hears after a save. */
export const AGENCY_SETTINGS_CHANGED = "agency.settings.changed";

const closed = null;
const weekdayHours = { open: "09:00", close: "17:00" };

/**
 * A neutral agency, shown before anything is saved; never the demo agency. The server fills
 * `supportEmail`, `senderName` and `premium` from SUPPORT_EMAIL, MAIL_FROM and PREMIUM_* when it
 * first writes the row (see `firstRunAgencySettings` on the server).
 */
export const AGENCY_SETTINGS_DEFAULTS: AgencySettings = {
  identity: { name: "Client Portal", brandColour: "#2563eb", senderName: "Client Portal", logoFileId: null, iconFileId: null },
  contact: {
    supportEmail: "support@example.com",
    supportHours: {
      mon: weekdayHours,
      tue: weekdayHours,
      wed: weekdayHours,
      thu: weekdayHours,
      fri: weekdayHours,
      sat: closed,
      sun: closed,
    },
    faq: [],
  },
  landing: {
    enabled: false,
    headline: { en: "Your project, always in view", he: "הפרויקט שלך, תמיד מול העיניים" },
    text: {
      en: "Follow your website's progress, request changes and manage billing in one secure place.",
      he: "עקבו אחר התקדמות האתר, בקשו שינויים ונהלו את החיובים במקום מאובטח אחד.",
    },
  },
  invoicing: { legalName: "", address: "", taxId: "", invoiceNumberPrefix: "INV", footerNote: "" },
  premium: {
    name: "Premium Monthly",
    monthlyPriceCents: 100,
    priceLabel: { en: "Monthly billing (Testing price)", he: "חיוב חודשי (מחיר בדיקה)" },
    benefits: {
      en: ["Unlimited revision requests", "Priority support"],
      he: ["בקשות תיקון ללא הגבלה", "תמיכה בעדיפות"],
    },
    revisionsPerProject: DEFAULT_REVISIONS_PER_PROJECT,
  },
  region: { timeZone: "UTC", defaultLanguage: "en", firstDayOfWeek: { en: 0, he: 0 } },
  security: { requireSecondFactorForStaff: false },
};
