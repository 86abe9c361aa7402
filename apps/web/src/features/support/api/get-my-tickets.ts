import { NOTIFICATION_REFETCH_MS } from "@portal/shared/constants";
import type { TicketSummary } from "@portal/shared/support-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./support-keys";

/** The signed-in client's tickets, newest first, each with its unread flag. */
export const myTicketsQueryOptions = queryOptions({
  queryKey: supportKeys.myTickets,
  queryFn: async (): Promise<TicketSummary[]> => (await api<{ tickets: TicketSummary[] }>("/support/tickets")).tickets,
  refetchInterval: NOTIFICATION_REFETCH_MS,
});

export function useMyTickets() {
  return useQuery(myTicketsQueryOptions);
}
