import { NOTIFICATION_REFETCH_MS } from "@portal/shared/constants";
import type { AdminTicketFilter, TicketStatusCounts, TicketSummary } from "@portal/shared/support-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./support-keys";

/** All tickets (optionally of one status), newest first, with the counts per status. */
export const adminTicketsQueryOptions = (status: AdminTicketFilter) =>
  queryOptions({
    queryKey: supportKeys.adminTickets(status),
    queryFn: () =>
      api<{ tickets: TicketSummary[]; counts: TicketStatusCounts }>(
        `/admin/support-tickets?status=${encodeURIComponent(status)}`,
      ),
    refetchInterval: NOTIFICATION_REFETCH_MS,
    placeholderData: keepPreviousData,
  });

export function useAdminTickets(status: AdminTicketFilter) {
  return useQuery(adminTicketsQueryOptions(status));
}
