import type { AdminRevision } from "@portal/shared/revision-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { revisionKeys } from "./query-keys";

/** One revision for an admin; opening it records the admin's view. */
export const adminRevisionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: revisionKeys.detail(id),
    queryFn: () => api<AdminRevision>(`/admin/revisions/${id}`),
    retry: false,
  });

export function useAdminRevision(id: string) {
  return useQuery(adminRevisionQueryOptions(id));
}
