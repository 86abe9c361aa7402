/** WCAG contrast of the agency's brand colour (decision 068): white text on it, and it on white. */
export const MIN_BRAND_CONTRAST = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour (WCAG 2.x). */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 0xff) + 0.7152 * channel((n >> 8) & 0xff) + 0.0722 * channel(n & 0xff);
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour's contrast against white, rounded down to two decimals. White text on the colour and
 * the colour on white are the same pair, so one ratio answers both.
 */
export function brandColourContrast(hex: string): number {
  return Math.floor(contrastRatio(hex, "#ffffff") * 100) / 100;
}

/** Why a brand colour is refused (too light for white text and for text on white), or null. */
export function brandColourProblem(hex: string): { reason: "lowContrast"; ratio: number; minimum: number } | null {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return null;
  const ratio = brandColourContrast(hex);
  return ratio < MIN_BRAND_CONTRAST ? { reason: "lowContrast", ratio, minimum: MIN_BRAND_CONTRAST } : null;
}
