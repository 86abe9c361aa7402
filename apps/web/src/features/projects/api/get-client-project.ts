import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { projectKeys } from "./query-keys";

/** One client's project for an admin (null when the client has none). */
const clientProjectQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: projectKeys.ofClient(clientId),
    queryFn: () => api.get("/admin/clients/{clientId}/project", { params: { clientId } }),
  });

export function useClientProject(clientId: string) {
  return useQuery(clientProjectQueryOptions(clientId));
}
