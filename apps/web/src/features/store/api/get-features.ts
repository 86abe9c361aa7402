import type { Feature } from "@portal/shared/store-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The feature catalogue, newest first. */
export const featuresQueryOptions = queryOptions({
  queryKey: ["store", "features"],
  queryFn: async (): Promise<Feature[]> => (await api<{ features: Feature[] }>("/store/features")).features,
});

export function useFeatures() {
  return useQuery(featuresQueryOptions);
}
