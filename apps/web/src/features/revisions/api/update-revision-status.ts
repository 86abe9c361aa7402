import type { RevisionStatus } from "@portal/shared/constants";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { revisionKeys } from "./query-keys";

export function useUpdateRevisionStatus() {
  const queryClient = useQueryClient();
  return useActionMutation({
    /**
     * Made from the version the revision screen read (its `ETag`, decision 084), or from `ifMatch`
     * (the current version a refusal named, to re-apply over it).
     */
    mutationFn: ({ id, status, ifMatch }: { id: string; status: RevisionStatus; ifMatch?: string }, idempotencyKey: string) =>
      api.patch("/admin/revisions/{id}", {
        params: { id },
        idempotencyKey,
        body: { status },
        ifMatch,
        ifMatchOf: "/admin/revisions/{id}",
      }),
    onSuccess: (revision) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: revisionKeys.detail(revision.id) }),
        queryClient.invalidateQueries({ queryKey: revisionKeys.ofClient(revision.clientId) }),
        queryClient.invalidateQueries({ queryKey: revisionKeys.clientLists() }),
      ]),
  });
}
