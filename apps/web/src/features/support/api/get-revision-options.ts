import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./query-keys";

/** The client's own revisions, for the related-revision choice. */
const revisionOptionsQueryOptions = queryOptions({
  queryKey: supportKeys.revisionOptions(),
  queryFn: async () => (await api.get("/support/revisions")).revisions,
});

export function useRevisionOptions() {
  return useQuery(revisionOptionsQueryOptions);
}
