import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notificationKeys } from "@/features/notifications";
import { api } from "@/lib/api-client";
import { revisionKeys } from "./query-keys";

/**
 * Records that a comment's thread was opened now, as support tickets do: the sidebar badge and the
 * revision's "new reply" marks are refetched at once.
 */
export function useMarkCommentViewed(as: "client" | "admin") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revisionId, annotationId }: { revisionId: string; annotationId: string }) =>
      api.post(as === "admin" ? "/admin/revisions/{id}/comments/{commentId}/view" : "/revisions/{id}/comments/{commentId}/view", {
        params: { id: revisionId, commentId: annotationId },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.counts() }),
        queryClient.invalidateQueries({ queryKey: revisionKeys.all }),
      ]),
  });
}
