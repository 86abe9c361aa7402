import { FIRST_READS } from "@portal/shared/first-reads";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { companyKeys } from "./query-keys";

/** The signed-in client's companies with their rights, and the one the session acts for. */
export const myCompaniesQueryOptions = queryOptions({
  queryKey: companyKeys.mine(),
  queryFn: () => api.get(FIRST_READS.myCompanies),
});

export function useMyCompanies(enabled = true) {
  return useQuery({ ...myCompaniesQueryOptions, enabled });
}

/** The company the session acts for, with the person's rights there; undefined while loading. */
export function useActiveCompany(enabled = true) {
  const { data } = useMyCompanies(enabled);
  return data?.companies.find((c) => c.accountId === data.activeAccountId);
}
