import { NOTIFICATION_REFETCH_MS } from "@portal/shared/constants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./query-keys";

/** How many of the client's tickets have admin replies they have not seen. */
const myUnreadCountQueryOptions = queryOptions({
  queryKey: supportKeys.myUnreadCount(),
  queryFn: async () => (await api.get("/support/unread-count")).count,
  refetchInterval: NOTIFICATION_REFETCH_MS,
});

export function useMyUnreadCount() {
  return useQuery(myUnreadCountQueryOptions);
}
