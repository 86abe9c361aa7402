import { AGENCY_DATA_ID, inLanguage, NEUTRAL_BRAND_COLOUR, NEUTRAL_ICON_PATH, type PageBrand } from "@portal/shared/agency-brand";
import type { Locale } from "@portal/shared/constants";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** Only a `#rrggbb` colour reaches a style sheet (the settings' schema allows nothing else). */
const safeColour = (colour: string) => (/^#[0-9a-fA-F]{6}$/.test(colour) ? colour : NEUTRAL_BRAND_COLOUR);

/**
 * The agency's brand in the head of the app's HTML: its name as the page title and description,
 * its icon (or the neutral one) as favicon, the web manifest, its colour as the theme colour and
 * as `--agency-colour` (the stylesheet's brand shades derive from it), and the brand as a JSON data
 * block the app reads before its first render (so a prerendered page hydrates with the same
 * brand). A data block is never executed, so the CSP's `script-src 'self'` stays; `<` is escaped.
 */
export function withBrand(html: string, brand: PageBrand, lang: Locale): string {
  const name = escapeHtml(brand.name);
  const colour = safeColour(brand.brandColour);
  const description = brand.landing.enabled ? inLanguage(brand.landing.headline, lang) : brand.name;
  const icon = brand.iconUrl
    ? `<link rel="icon" type="image/png" href="${escapeHtml(brand.iconUrl)}"><link rel="apple-touch-icon" href="${escapeHtml(brand.iconUrl)}">`
    : `<link rel="icon" type="image/svg+xml" href="${NEUTRAL_ICON_PATH}">`;
  const json = JSON.stringify(brand).replace(/</g, "\\u003c");
  const head = [
    `<meta name="theme-color" content="${colour}">`,
    `<link rel="manifest" href="/manifest.webmanifest?v=${encodeURIComponent(brand.version)}">`,
    `<style>:root{--agency-colour:${colour}}</style>`,
    `<script type="application/json" id="${AGENCY_DATA_ID}">${json}</script>`,
  ].join("");
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`)
    .replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace(/<link rel="icon"[^>]*>/, icon)
    .replace("</head>", `${head}</head>`);
}
