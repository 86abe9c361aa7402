import type { AuditListQuery } from "@portal/shared/audit-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { activityKeys } from "./query-keys";

/** One page of the audit trail, newest first, matching the filters. */
const auditEntriesQueryOptions = (query: AuditListQuery) =>
  queryOptions({
    queryKey: activityKeys.list(query),
    queryFn: () => api.get("/admin/audit", { query }),
    placeholderData: keepPreviousData,
  });

export function useAuditEntries(query: AuditListQuery) {
  return useQuery(auditEntriesQueryOptions(query));
}
