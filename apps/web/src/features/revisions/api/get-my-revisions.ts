import type { MyRevisionsResponse } from "@portal/shared/revision-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { revisionKeys } from "./query-keys";

export const myRevisionsQueryOptions = queryOptions({
  queryKey: revisionKeys.mine(),
  queryFn: () => api<MyRevisionsResponse>("/revisions"),
});

export function useMyRevisions() {
  return useQuery(myRevisionsQueryOptions);
}
