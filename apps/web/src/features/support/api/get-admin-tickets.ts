import { NOTIFICATION_REFETCH_MS } from "@portal/shared/constants";
import type { PageInfo } from "@portal/shared/pagination";
import type { AdminTicketFilter, TicketStatusCounts, TicketSummary } from "@portal/shared/support-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./query-keys";

/** One page of all tickets (optionally of one status), newest first, with the counts per status. */
export const adminTicketsQueryOptions = (status: AdminTicketFilter, page: number) =>
  queryOptions({
    queryKey: supportKeys.adminList(status, page),
    queryFn: () =>
      api<{ tickets: TicketSummary[]; counts: TicketStatusCounts } & PageInfo>(
        `/admin/support-tickets?status=${encodeURIComponent(status)}&page=${page}`,
      ),
    refetchInterval: NOTIFICATION_REFETCH_MS,
    placeholderData: keepPreviousData,
  });

export function useAdminTickets(status: AdminTicketFilter, page: number) {
  return useQuery(adminTicketsQueryOptions(status, page));
}
