import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { devOutboxKeys } from "./query-keys";

const devOutboxQuery = (page: number) =>
  queryOptions({
    queryKey: devOutboxKeys.page(page),
    queryFn: () => api.get("/admin/dev-outbox", { query: { page } }),
    placeholderData: keepPreviousData,
  });

/** One page of the kept mails, newest first. */
export function useDevOutbox(page: number) {
  return useQuery(devOutboxQuery(page));
}
