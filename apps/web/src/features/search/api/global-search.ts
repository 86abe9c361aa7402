import { SEARCH_MIN_LENGTH } from "@portal/shared/search-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { searchKeys } from "./query-keys";

const globalSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: searchKeys.results(text),
    queryFn: ({ signal }) => api.get("/admin/search", { query: { q: text }, signal }),
    staleTime: 30_000,
  });

/** Matches for what is typed (trimmed), once it is long enough; the last answer stays while the next loads. */
export function useGlobalSearch(text: string) {
  const trimmed = text.trim();
  return useQuery({
    ...globalSearchQueryOptions(trimmed),
    enabled: trimmed.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
