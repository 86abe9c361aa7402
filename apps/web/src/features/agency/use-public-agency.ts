import type { PublicAgencySettings } from "@portal/shared/agency-settings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { agencyKeys } from "./query-keys";

/** Everything anonymous pages may see of the agency (support e-mail, hours and FAQ too). */
const publicAgencyQueryOptions = queryOptions({
  queryKey: agencyKeys.public(),
  queryFn: () => api<PublicAgencySettings>("/agency"),
  staleTime: 5 * 60_000,
});

export function usePublicAgency() {
  return useQuery(publicAgencyQueryOptions);
}
