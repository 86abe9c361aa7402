import type { Role } from "@portal/shared/constants";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { userKeys } from "./query-keys";

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }, idempotencyKey: string) =>
      api.patch("/admin/users/{id}/role", { params: { id: userId }, idempotencyKey, body: { role } }),
    onSuccess: (_, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) }),
      ]),
  });
}
