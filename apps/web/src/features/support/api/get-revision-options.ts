import type { RelatedRevision } from "@portal/shared/support-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./query-keys";

/** The client's own revisions, for the related-revision choice. */
export const revisionOptionsQueryOptions = queryOptions({
  queryKey: supportKeys.revisionOptions(),
  queryFn: async (): Promise<RelatedRevision[]> => (await api<{ revisions: RelatedRevision[] }>("/support/revisions")).revisions,
});

export function useRevisionOptions() {
  return useQuery(revisionOptionsQueryOptions);
}
