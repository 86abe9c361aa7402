/** Query keys of the admin's Client Features screens (a purchase change touches both). */
export const clientFeatureKeys = {
  all: ["client-features"] as const,
  summaries: (filters: object) => [...clientFeatureKeys.all, "summaries", filters] as const,
  ofClient: (clientId: string, filters: object) => [...clientFeatureKeys.all, "client", clientId, filters] as const,
};
