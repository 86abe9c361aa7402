import type { SortOrder } from "@portal/shared/pagination";
import type { PROJECT_SORT } from "@portal/shared/project-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { projectKeys } from "./query-keys";

export interface AdminProjectsParams {
  search: string;
  /** ISO instant, or "" for no delivery bound. */
  deliveryBefore: string;
  page: number;
  withoutPage: number;
  sort: SortOrder<(typeof PROJECT_SORT.keys)[number]>;
  /** "me": only the projects assigned to the signed-in staff member (decision 096). */
  assigned?: "me";
}

export const adminProjectsQueryOptions = (params: AdminProjectsParams) =>
  queryOptions({
    queryKey: projectKeys.adminList(params),
    queryFn: () => api.get("/admin/projects", { query: { ...params, ...params.sort } }),
    placeholderData: keepPreviousData,
  });

export function useAdminProjects(params: AdminProjectsParams) {
  return useQuery(adminProjectsQueryOptions(params));
}
