export { BrandEffects } from "./brand-effects";
export { takeBrandFromPage } from "./brand-in-page";
export { BrandMark } from "./brand-mark";
export { agencyKeys } from "./query-keys";
export { brandQueryOptions, useAgencyTimeZone, useBrand, useRevisionLimit, useWeekStart } from "./use-brand";
export { usePublicAgency } from "./use-public-agency";
