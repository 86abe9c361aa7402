import type { MyRevisionsResponse } from "@portal/shared/revision-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const myRevisionsQueryKey = ["revisions", "mine"] as const;

const myRevisionsQueryOptions = queryOptions({
  queryKey: myRevisionsQueryKey,
  queryFn: () => api<MyRevisionsResponse>("/revisions"),
});

export function useMyRevisions() {
  return useQuery(myRevisionsQueryOptions);
}
