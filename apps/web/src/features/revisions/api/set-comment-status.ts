import type { CommentStatus } from "@portal/shared/comment-workflow";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { commentPath } from "./comment-paths";
import { revisionKeys } from "./query-keys";

/** An admin sets a comment's status; every revision query refetches (details, lists, counts of done). */
export function useSetCommentStatus() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (
      { revisionId, annotationId, status }: { revisionId: string; annotationId: string; status: CommentStatus },
      key: string,
    ) =>
      api<{ annotationId: string; status: CommentStatus }>(commentPath("admin", revisionId, annotationId), {
        method: "PATCH",
        idempotencyKey: key,
        body: { status },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: revisionKeys.all }),
  });
}
