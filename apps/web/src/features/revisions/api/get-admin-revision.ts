import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { revisionKeys } from "./query-keys";

/** One revision for an admin; opening it records the admin's view. */
const adminRevisionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: revisionKeys.detail(id),
    queryFn: () => api.get("/admin/revisions/{id}", { params: { id } }),
    retry: false,
  });

export function useAdminRevision(id: string) {
  return useQuery(adminRevisionQueryOptions(id));
}
