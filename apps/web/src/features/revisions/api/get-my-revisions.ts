import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { revisionKeys } from "./query-keys";

const myRevisionsQueryOptions = queryOptions({
  queryKey: revisionKeys.mine(),
  queryFn: () => api.get("/revisions"),
});

export function useMyRevisions() {
  return useQuery(myRevisionsQueryOptions);
}
