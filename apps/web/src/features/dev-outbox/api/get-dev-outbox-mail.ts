import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { devOutboxKeys } from "./query-keys";

const mailQuery = (id: string) =>
  queryOptions({
    queryKey: devOutboxKeys.mail(id),
    queryFn: () => api.get("/admin/dev-outbox/mails/{id}", { params: { id } }),
    // A kept mail never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** One kept mail with both bodies and its headers. */
export function useDevOutboxMail(id: string) {
  return useQuery({ ...mailQuery(id), enabled: Boolean(id) });
}
