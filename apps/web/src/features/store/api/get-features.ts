import type { SortOrder } from "@portal/shared/pagination";
import type { FeatureListResponse } from "@portal/shared/store-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { storeKeys } from "./query-keys";

/** One page of the catalogue in the chosen order, searched on title and description. */
const featuresQueryOptions = (search: string, page: number, sort: SortOrder) =>
  queryOptions({
    queryKey: storeKeys.featureList(search, page, sort),
    queryFn: () =>
      api<FeatureListResponse>(
        `/store/features?${new URLSearchParams({ page: String(page), ...sort, ...(search ? { search } : {}) })}`,
      ),
    placeholderData: keepPreviousData,
  });

export function useFeatures(search: string, page: number, sort: SortOrder) {
  return useQuery(featuresQueryOptions(search, page, sort));
}
