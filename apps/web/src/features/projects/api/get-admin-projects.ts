import type { SortOrder } from "@portal/shared/pagination";
import type { AdminProjectsResponse } from "@portal/shared/project-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { projectKeys } from "./query-keys";

export interface AdminProjectsParams {
  search: string;
  /** ISO instant, or "" for no delivery bound. */
  deliveryBefore: string;
  page: number;
  withoutPage: number;
  sort: SortOrder;
}

export const adminProjectsQueryOptions = (params: AdminProjectsParams) =>
  queryOptions({
    queryKey: projectKeys.adminList(params),
    queryFn: () => {
      const query = new URLSearchParams({
        page: String(params.page),
        withoutPage: String(params.withoutPage),
        ...params.sort,
      });
      if (params.search) query.set("search", params.search);
      if (params.deliveryBefore) query.set("deliveryBefore", params.deliveryBefore);
      return api<AdminProjectsResponse>(`/admin/projects?${query}`);
    },
    placeholderData: keepPreviousData,
  });

export function useAdminProjects(params: AdminProjectsParams) {
  return useQuery(adminProjectsQueryOptions(params));
}
