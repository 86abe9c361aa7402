import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { revisionKeys } from "./query-keys";

/** One client's revisions, newest first (admin). */
const clientRevisionsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: revisionKeys.ofClient(clientId),
    queryFn: () => api.get("/admin/revision-clients/{clientId}/revisions", { params: { clientId } }),
  });

export function useClientRevisions(clientId: string | null) {
  return useQuery({ ...clientRevisionsQueryOptions(clientId ?? ""), enabled: Boolean(clientId) });
}
