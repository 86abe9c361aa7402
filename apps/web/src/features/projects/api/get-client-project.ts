import type { Project } from "@portal/shared/project-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { projectKeys } from "./query-keys";

/** One client's project for an admin (null when the client has none). */
export const clientProjectQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: projectKeys.ofClient(clientId),
    queryFn: () => api<{ project: Project | null }>(`/admin/clients/${clientId}/project`),
  });

export function useClientProject(clientId: string) {
  return useQuery(clientProjectQueryOptions(clientId));
}
