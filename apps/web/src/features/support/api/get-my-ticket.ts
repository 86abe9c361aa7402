import type { TicketDetail } from "@portal/shared/support-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./query-keys";

/** One of the client's tickets with its thread. */
export const myTicketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: supportKeys.myTicket(id),
    queryFn: () => api<TicketDetail>(`/support/tickets/${encodeURIComponent(id)}`),
  });

export function useMyTicket(id: string | null) {
  return useQuery({ ...myTicketQueryOptions(id ?? ""), enabled: Boolean(id) });
}
