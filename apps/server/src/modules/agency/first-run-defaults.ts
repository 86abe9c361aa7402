import { AGENCY_SETTINGS_DEFAULTS, type AgencySettings, agencySettingsSchema } from "@portal/shared/agency-settings";

/** The environment variables that only fill the settings row when it is first written. */
export interface FirstRunEnv {
  SUPPORT_EMAIL?: string;
  MAIL_FROM?: string;
  PREMIUM_PRICE_CENTS?: number;
  PREMIUM_PRICE_LABEL?: string;
  PREMIUM_PLAN_NAME?: string;
}

/** The display name of `Name <address>`, or null when there is none. */
function senderNameOf(mailFrom: string | undefined): string | null {
  const match = /^\s*"?([^"<]+?)"?\s*<[^>]+>\s*$/.exec(mailFrom ?? "");
  return match ? match[1].trim() : null;
}

/**
 * The neutral defaults with SUPPORT_EMAIL, MAIL_FROM's display name and PREMIUM_* filled in: what
 * the settings row starts as. Once it exists these variables are no longer read for it; the admin
 * screen is the place to change them.
 */
export function firstRunAgencySettings(env: FirstRunEnv): AgencySettings {
  const d = AGENCY_SETTINGS_DEFAULTS;
  const settings: AgencySettings = {
    ...d,
    identity: { ...d.identity, senderName: senderNameOf(env.MAIL_FROM) ?? d.identity.senderName },
    contact: { ...d.contact, supportEmail: env.SUPPORT_EMAIL ?? d.contact.supportEmail },
    premium: {
      ...d.premium,
      name: env.PREMIUM_PLAN_NAME ?? d.premium.name,
      monthlyPriceCents: env.PREMIUM_PRICE_CENTS ?? d.premium.monthlyPriceCents,
      priceLabel: env.PREMIUM_PRICE_LABEL ? { ...d.premium.priceLabel, en: env.PREMIUM_PRICE_LABEL } : d.premium.priceLabel,
    },
  };
  const parsed = agencySettingsSchema.safeParse(settings);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid first-run agency settings (SUPPORT_EMAIL, MAIL_FROM, PREMIUM_*): ${issue?.path.join(".")}: ${issue?.message}`,
    );
  }
  return parsed.data;
}
