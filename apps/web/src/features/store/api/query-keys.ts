import type { SortOrder } from "@portal/shared/pagination";

/** Query keys of the feature store; `features()` covers every page of the catalogue. */
export const storeKeys = {
  all: ["store"] as const,
  features: () => [...storeKeys.all, "features"] as const,
  featureList: (search: string, page: number, sort: SortOrder) => [...storeKeys.features(), { search, page, ...sort }] as const,
  /**
   * One feature with its ETag, as the edit dialog reads it when it opens (decision 084); outside
   * `features()`, so a save's refresh of the catalogue never replaces the form under the admin.
   */
  feature: (id: string) => [...storeKeys.all, "feature", id] as const,
  purchases: () => [...storeKeys.all, "purchases"] as const,
  settings: () => [...storeKeys.all, "settings"] as const,
};
