import { NOTIFICATION_REFETCH_MS } from "@portal/shared/constants";
import type { PageInfo, SortOrder } from "@portal/shared/pagination";
import type { AdminTicketFilter, TicketStatusCounts, TicketSummary } from "@portal/shared/support-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./query-keys";

/** One page of all tickets (optionally of one status) in the chosen order, with the counts per status. */
const adminTicketsQueryOptions = (status: AdminTicketFilter, page: number, sort: SortOrder) =>
  queryOptions({
    queryKey: supportKeys.adminList(status, page, sort),
    queryFn: () =>
      api<{ tickets: TicketSummary[]; counts: TicketStatusCounts } & PageInfo>(
        `/admin/support-tickets?${new URLSearchParams({ status, page: String(page), ...sort })}`,
      ),
    refetchInterval: NOTIFICATION_REFETCH_MS,
    placeholderData: keepPreviousData,
  });

export function useAdminTickets(status: AdminTicketFilter, page: number, sort: SortOrder) {
  return useQuery(adminTicketsQueryOptions(status, page, sort));
}
