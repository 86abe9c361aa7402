import type { SortOrder } from "@portal/shared/pagination";
import type { FEATURE_SORT } from "@portal/shared/store-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { storeKeys } from "./query-keys";

type FeatureSort = SortOrder<(typeof FEATURE_SORT.keys)[number]>;

/** One page of the catalogue in the chosen order, searched on title and description. */
const featuresQueryOptions = (search: string, page: number, sort: FeatureSort) =>
  queryOptions({
    queryKey: storeKeys.featureList(search, page, sort),
    queryFn: () => api.get("/store/features", { query: { page, ...sort, search } }),
    placeholderData: keepPreviousData,
  });

export function useFeatures(search: string, page: number, sort: FeatureSort) {
  return useQuery(featuresQueryOptions(search, page, sort));
}
