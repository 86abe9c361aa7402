import type { FeatureListResponse } from "@portal/shared/store-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Every catalogue query starts with this key (invalidate it after a change). */
export const featuresQueryKey = ["store", "features"] as const;

/** One page of the catalogue, newest first, searched on title and description. */
const featuresQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: [...featuresQueryKey, search, page],
    queryFn: () =>
      api<FeatureListResponse>(`/store/features?${new URLSearchParams({ page: String(page), ...(search ? { search } : {}) })}`),
    placeholderData: keepPreviousData,
  });

export function useFeatures(search: string, page: number) {
  return useQuery(featuresQueryOptions(search, page));
}
