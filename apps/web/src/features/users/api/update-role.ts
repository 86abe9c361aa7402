import type { RoleChange } from "@portal/shared/users-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { userKeys } from "./query-keys";

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useActionMutation({
    // With the person's last read version as If-Match, when their page was read (decision 075).
    mutationFn: ({ userId, ...body }: { userId: string } & RoleChange, idempotencyKey: string) =>
      api<{ ok: true }>(`/admin/users/${userId}/role`, {
        method: "PATCH",
        idempotencyKey,
        ifMatchOf: `/admin/users/${userId}`,
        body,
      }),
    onSuccess: (_, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) }),
      ]),
  });
}
