import { NEUTRAL_BRAND_COLOUR } from "@portal/shared/agency-brand";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useBrand } from "./use-brand";

/**
 * Keeps the open page in step with the agency's brand after a change heard live: the title and
 * the colour the stylesheet's brand shades derive from (the server's HTML already had both), and
 * the values texts may name without being passed them (`{{agency}}`, `{{revisionLimit}}`: error
 * messages made from a code).
 */
export function BrandEffects() {
  const brand = useBrand();
  const { i18n } = useTranslation();
  if (brand) {
    const interpolation = i18n.options.interpolation ?? {};
    interpolation.defaultVariables = {
      ...interpolation.defaultVariables,
      agency: brand.name,
      revisionLimit: brand.premium.revisionsPerProject,
    };
    i18n.options.interpolation = interpolation;
  }
  useEffect(() => {
    if (!brand) return;
    document.title = brand.name;
    const colour = /^#[0-9a-fA-F]{6}$/.test(brand.brandColour) ? brand.brandColour : NEUTRAL_BRAND_COLOUR;
    document.documentElement.style.setProperty("--agency-colour", colour);
  }, [brand]);
  return null;
}
