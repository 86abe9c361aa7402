import type { AuditListQuery, AuditListResponse } from "@portal/shared/audit-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { activityKeys } from "./query-keys";

function searchOf(query: AuditListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(name, String(value));
  }
  return params.toString();
}

/** One page of the audit trail, newest first, matching the filters. */
const auditEntriesQueryOptions = (query: AuditListQuery) =>
  queryOptions({
    queryKey: activityKeys.list(query),
    queryFn: () => api<AuditListResponse>(`/admin/audit?${searchOf(query)}`),
    placeholderData: keepPreviousData,
  });

export function useAuditEntries(query: AuditListQuery) {
  return useQuery(auditEntriesQueryOptions(query));
}
