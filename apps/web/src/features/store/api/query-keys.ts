/** Query keys of the feature store; `features()` covers every page of the catalogue. */
export const storeKeys = {
  all: ["store"] as const,
  features: () => [...storeKeys.all, "features"] as const,
  featureList: (search: string, page: number) => [...storeKeys.features(), { search, page }] as const,
  purchases: () => [...storeKeys.all, "purchases"] as const,
  settings: () => [...storeKeys.all, "settings"] as const,
};
