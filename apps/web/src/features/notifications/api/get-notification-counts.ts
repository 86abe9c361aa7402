import { NOTIFICATION_REFETCH_MS } from "@portal/shared/constants";
import { FIRST_READS } from "@portal/shared/first-reads";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { notificationKeys } from "./query-keys";

export const notificationCountsQueryOptions = queryOptions({
  queryKey: notificationKeys.counts(),
  queryFn: () => api.get(FIRST_READS.notificationCounts),
  refetchInterval: NOTIFICATION_REFETCH_MS,
});

/** The sidebar's badge counts; a failed query shows no badges (spec: counts reset to zero). */
export function useNotificationCounts() {
  return useQuery(notificationCountsQueryOptions);
}
