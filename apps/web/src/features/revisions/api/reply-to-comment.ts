import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { revisionKeys } from "./query-keys";

/** Replies under a comment as the client (`as: "client"`) or as the signed-in admin. */
export function useReplyToComment(as: "client" | "admin") {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (
      { revisionId, annotationId, message }: { revisionId: string; annotationId: string; message: string },
      key: string,
    ) =>
      api.post(
        as === "admin" ? "/admin/revisions/{id}/comments/{commentId}/replies" : "/revisions/{id}/comments/{commentId}/replies",
        {
          params: { id: revisionId, commentId: annotationId },
          idempotencyKey: key,
          body: { message },
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: revisionKeys.all }),
  });
}
