import { NOTIFICATION_REFETCH_MS } from "@portal/shared/constants";
import type { RevisionClient } from "@portal/shared/revision-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const revisionClientsQueryOptions = queryOptions({
  queryKey: ["admin", "revision-clients"],
  queryFn: () => api<{ clients: RevisionClient[] }>("/admin/revision-clients"),
  refetchInterval: NOTIFICATION_REFETCH_MS,
});

export function useRevisionClients() {
  return useQuery(revisionClientsQueryOptions);
}
