import type { AdminTicketDetail } from "@portal/shared/support-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./query-keys";

/** Any ticket with its thread, assignee and internal notes, for admins. */
const adminTicketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: supportKeys.adminTicket(id),
    queryFn: () => api<AdminTicketDetail>(`/admin/support-tickets/${encodeURIComponent(id)}`),
  });

export function useAdminTicket(id: string | null) {
  return useQuery({ ...adminTicketQueryOptions(id ?? ""), enabled: Boolean(id) });
}
