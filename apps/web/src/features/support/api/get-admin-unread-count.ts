import { NOTIFICATION_REFETCH_MS } from "@portal/shared/constants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./query-keys";

/** How many tickets have client replies the signed-in admin has not seen. */
export const adminUnreadCountQueryOptions = queryOptions({
  queryKey: supportKeys.adminUnreadCount(),
  queryFn: async () => (await api<{ count: number }>("/admin/support-tickets/unread-count")).count,
  refetchInterval: NOTIFICATION_REFETCH_MS,
});

export function useAdminUnreadCount() {
  return useQuery(adminUnreadCountQueryOptions);
}
