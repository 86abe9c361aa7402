import type { FeatureListResponse } from "@portal/shared/store-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { storeKeys } from "./query-keys";

/** One page of the catalogue, newest first, searched on title and description. */
export const featuresQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: storeKeys.featureList(search, page),
    queryFn: () =>
      api<FeatureListResponse>(`/store/features?${new URLSearchParams({ page: String(page), ...(search ? { search } : {}) })}`),
    placeholderData: keepPreviousData,
  });

export function useFeatures(search: string, page: number) {
  return useQuery(featuresQueryOptions(search, page));
}
