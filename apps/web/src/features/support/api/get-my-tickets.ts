import { NOTIFICATION_REFETCH_MS } from "@portal/shared/constants";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./query-keys";

/** One page of the signed-in client's tickets, newest first, each with its unread flag. */
const myTicketsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: supportKeys.myList(page),
    queryFn: () => api.get("/support/tickets", { query: { page } }),
    refetchInterval: NOTIFICATION_REFETCH_MS,
    placeholderData: keepPreviousData,
  });

export function useMyTickets(page: number) {
  return useQuery(myTicketsQueryOptions(page));
}
