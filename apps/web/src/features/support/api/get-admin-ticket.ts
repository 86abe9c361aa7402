import type { TicketDetail } from "@portal/shared/support-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./query-keys";

/** Any ticket with its thread, for admins. */
export const adminTicketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: supportKeys.adminTicket(id),
    queryFn: () => api<TicketDetail>(`/admin/support-tickets/${encodeURIComponent(id)}`),
  });

export function useAdminTicket(id: string | null) {
  return useQuery({ ...adminTicketQueryOptions(id ?? ""), enabled: Boolean(id) });
}
