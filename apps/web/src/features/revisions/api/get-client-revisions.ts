import type { Revision } from "@portal/shared/revision-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { revisionKeys } from "./query-keys";

/** One client's revisions, newest first (admin). */
export const clientRevisionsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: revisionKeys.ofClient(clientId),
    queryFn: () => api<{ revisions: Revision[] }>(`/admin/revision-clients/${clientId}/revisions`),
  });

export function useClientRevisions(clientId: string | null) {
  return useQuery({ ...clientRevisionsQueryOptions(clientId ?? ""), enabled: Boolean(clientId) });
}
