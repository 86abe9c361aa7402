import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./query-keys";

/** The support e-mail address (configuration). */
export const supportContactQueryOptions = queryOptions({
  queryKey: supportKeys.contact(),
  queryFn: () => api<{ email: string }>("/support/contact"),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSupportContact() {
  return useQuery(supportContactQueryOptions);
}
