import type { AdminProjectsResponse } from "@portal/shared/project-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const adminProjectsQueryKey = ["admin", "projects"] as const;

export const adminProjectsQueryOptions = queryOptions({
  queryKey: adminProjectsQueryKey,
  queryFn: () => api<AdminProjectsResponse>("/admin/projects"),
});

export function useAdminProjects() {
  return useQuery(adminProjectsQueryOptions);
}
