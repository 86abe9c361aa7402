import { NOTIFICATION_REFETCH_MS } from "@portal/shared/constants";
import type { SortOrder } from "@portal/shared/pagination";
import type { AdminTicketFilter, TicketAssignmentFilter, TicketSortKey } from "@portal/shared/support-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./query-keys";

/**
 * One page of all tickets (optionally of one status, and of one assignee: the viewer or nobody)
 * in the chosen order, with the counts per status.
 */
const adminTicketsQueryOptions = (
  status: AdminTicketFilter,
  assigned: TicketAssignmentFilter,
  page: number,
  sort: SortOrder<TicketSortKey>,
) =>
  queryOptions({
    queryKey: supportKeys.adminList(status, assigned, page, sort),
    queryFn: () => api.get("/admin/support-tickets", { query: { status, assigned, page, ...sort } }),
    refetchInterval: NOTIFICATION_REFETCH_MS,
    placeholderData: keepPreviousData,
  });

export function useAdminTickets(
  status: AdminTicketFilter,
  assigned: TicketAssignmentFilter,
  page: number,
  sort: SortOrder<TicketSortKey>,
) {
  return useQuery(adminTicketsQueryOptions(status, assigned, page, sort));
}
