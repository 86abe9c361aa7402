import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./query-keys";

/** One of the client's tickets with its thread. */
const myTicketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: supportKeys.myTicket(id),
    queryFn: () => api.get("/support/tickets/{id}", { params: { id } }),
  });

export function useMyTicket(id: string | null) {
  return useQuery({ ...myTicketQueryOptions(id ?? ""), enabled: Boolean(id) });
}
