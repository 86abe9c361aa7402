import type { CommentStatus } from "@portal/shared/comment-workflow";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { revisionKeys } from "./query-keys";

/**
 * An admin sets a comment's status from the version the thread showed (its `etag` as If-Match,
 * decision 084); every revision query refetches (details, lists, counts of done).
 */
export function useSetCommentStatus() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (
      {
        revisionId,
        annotationId,
        status,
        ifMatch,
      }: { revisionId: string; annotationId: string; status: CommentStatus; ifMatch: string },
      idempotencyKey: string,
    ) =>
      api.patch("/admin/revisions/{id}/comments/{commentId}", {
        params: { id: revisionId, commentId: annotationId },
        idempotencyKey,
        ifMatch,
        body: { status },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: revisionKeys.all }),
  });
}
