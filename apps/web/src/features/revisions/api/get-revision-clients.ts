import { NOTIFICATION_REFETCH_MS } from "@portal/shared/constants";
import type { PageInfo } from "@portal/shared/pagination";
import type { RevisionClient } from "@portal/shared/revision-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { revisionKeys } from "./query-keys";

/** One page of the clients (searched on e-mail) with their revision counts. */
export const revisionClientsQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: revisionKeys.clientList(search, page),
    queryFn: () =>
      api<{ clients: RevisionClient[] } & PageInfo>(
        `/admin/revision-clients?${new URLSearchParams({ page: String(page), ...(search ? { search } : {}) })}`,
      ),
    refetchInterval: NOTIFICATION_REFETCH_MS,
    placeholderData: keepPreviousData,
  });

export function useRevisionClients(search: string, page: number) {
  return useQuery(revisionClientsQueryOptions(search, page));
}
