/**
 * The agency's brand as every page carries it (issue 24, section 3): what the server puts in each
 * HTML answer and the prerendered `/` and `/login` are rendered with. Zod-free on purpose: the
 * sign-in screen reads it and must not load the settings' schemas (its byte budget).
 */
import type { LocalizedText, PublicAgencySettings } from "./agency-settings.ts";

/** The id of the JSON data block with the brand in every HTML page of the portal. */
export const AGENCY_DATA_ID = "portal-agency";

/** The neutral colour and icon before an agency sets its own. */
export const NEUTRAL_BRAND_COLOUR = "#2563eb";
export const NEUTRAL_ICON_PATH = "/favicon.svg";

/**
 * Revisions per project until the brand is known (only Vite's dev server before its first answer):
 * the settings' `DEFAULT_REVISIONS_PER_PROJECT`, repeated here so no zod is loaded (a test keeps them equal).
 */
export const DEFAULT_REVISION_LIMIT = 3;

/** The part of the public settings each page needs at once; the rest is fetched where it is shown. */
export type PageBrand = Pick<
  PublicAgencySettings,
  "name" | "brandColour" | "logoUrl" | "iconUrl" | "landing" | "premium" | "region" | "version"
>;

export function pageBrandOf(agency: PublicAgencySettings): PageBrand {
  const { name, brandColour, logoUrl, iconUrl, landing, premium, region, version } = agency;
  return { name, brandColour, logoUrl, iconUrl, landing, premium, region, version };
}

/** The text in `locale`, or in the other language when that one is empty. */
export function inLanguage(text: LocalizedText, locale: string): string {
  return (locale === "he" ? text.he : text.en) || text.en || text.he;
}

/** Where `/` leads: the landing page, or straight to sign-in when the agency has none. */
export function hasLandingPage(brand: Pick<PageBrand, "landing">): boolean {
  return brand.landing.enabled;
}

/** The web manifest of the agency's portal (installable, with its name, icon and colour). */
export function webManifest(brand: Pick<PageBrand, "name" | "brandColour" | "iconUrl">, startUrl: string) {
  const icon = brand.iconUrl
    ? { src: brand.iconUrl, sizes: "512x512", type: "image/png", purpose: "any" }
    : { src: NEUTRAL_ICON_PATH, sizes: "any", type: "image/svg+xml", purpose: "any" };
  return {
    name: brand.name,
    short_name: brand.name.length > 12 ? brand.name.slice(0, 12).trim() : brand.name,
    start_url: startUrl,
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: brand.brandColour,
    icons: [icon],
  };
}
