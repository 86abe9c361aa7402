import type { SortOrder } from "@portal/shared/pagination";

/** Query keys of the feature store; `features()` covers every page of the catalogue. */
export const storeKeys = {
  all: ["store"] as const,
  features: () => [...storeKeys.all, "features"] as const,
  featureList: (search: string, page: number, sort: SortOrder) => [...storeKeys.features(), { search, page, ...sort }] as const,
  purchases: () => [...storeKeys.all, "purchases"] as const,
  settings: () => [...storeKeys.all, "settings"] as const,
};
