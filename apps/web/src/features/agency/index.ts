export { BrandEffects } from "./brand-effects";
export { takeBrandFromPage } from "./brand-in-page";
export { BrandMark } from "./brand-mark";
export { brandQueryOptions, useAgencyTimeZone, useBrand, useRevisionLimit, useWeekStart } from "./use-brand";
