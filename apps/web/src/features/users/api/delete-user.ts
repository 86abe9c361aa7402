import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { userKeys } from "./query-keys";

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (userId: string, idempotencyKey: string) =>
      api.delete("/admin/users/{id}", { params: { id: userId }, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
