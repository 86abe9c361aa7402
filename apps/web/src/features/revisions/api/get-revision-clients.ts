import { NOTIFICATION_REFETCH_MS } from "@portal/shared/constants";
import type { SortOrder } from "@portal/shared/pagination";
import type { REVISION_CLIENT_SORT } from "@portal/shared/revision-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { revisionKeys } from "./query-keys";

type RevisionClientSortOrder = SortOrder<(typeof REVISION_CLIENT_SORT.keys)[number]>;

/** One page of the clients (searched on e-mail) with their revision counts. */
const revisionClientsQueryOptions = (search: string, page: number, sort: RevisionClientSortOrder) =>
  queryOptions({
    queryKey: revisionKeys.clientList(search, page, sort),
    queryFn: () => api.get("/admin/revision-clients", { query: { page, ...sort, search } }),
    refetchInterval: NOTIFICATION_REFETCH_MS,
    placeholderData: keepPreviousData,
  });

export function useRevisionClients(search: string, page: number, sort: RevisionClientSortOrder) {
  return useQuery(revisionClientsQueryOptions(search, page, sort));
}
