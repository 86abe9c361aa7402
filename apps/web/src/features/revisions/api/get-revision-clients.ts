import { NOTIFICATION_REFETCH_MS } from "@portal/shared/constants";
import type { PageInfo, SortOrder } from "@portal/shared/pagination";
import type { RevisionClient } from "@portal/shared/revision-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { revisionKeys } from "./query-keys";

/** One page of the clients (searched on e-mail) with their revision counts. */
const revisionClientsQueryOptions = (search: string, page: number, sort: SortOrder) =>
  queryOptions({
    queryKey: revisionKeys.clientList(search, page, sort),
    queryFn: () =>
      api<{ clients: RevisionClient[] } & PageInfo>(
        `/admin/revision-clients?${new URLSearchParams({ page: String(page), ...sort, ...(search ? { search } : {}) })}`,
      ),
    refetchInterval: NOTIFICATION_REFETCH_MS,
    placeholderData: keepPreviousData,
  });

export function useRevisionClients(search: string, page: number, sort: SortOrder) {
  return useQuery(revisionClientsQueryOptions(search, page, sort));
}
