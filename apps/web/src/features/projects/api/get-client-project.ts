import type { Project } from "@portal/shared/project-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const clientProjectQueryKey = (clientId: string) => ["admin", "client-project", clientId] as const;

/** One client's project for an admin (null when the client has none). */
const clientProjectQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: clientProjectQueryKey(clientId),
    queryFn: () => api<{ project: Project | null }>(`/admin/clients/${clientId}/project`),
  });

export function useClientProject(clientId: string) {
  return useQuery(clientProjectQueryOptions(clientId));
}
