import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./query-keys";

/** Any ticket with its thread, assignee and internal notes, for admins. */
const adminTicketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: supportKeys.adminTicket(id),
    queryFn: () => api.get("/admin/support-tickets/{id}", { params: { id } }),
  });

export function useAdminTicket(id: string | null) {
  return useQuery({ ...adminTicketQueryOptions(id ?? ""), enabled: Boolean(id) });
}
