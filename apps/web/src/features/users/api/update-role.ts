import type { RoleChange } from "@portal/shared/users-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { userKeys } from "./query-keys";

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useActionMutation({
    /** `ifMatch`: the person's ETag as the list showed them (decision 084). */
    mutationFn: ({ userId, ifMatch, ...body }: { userId: string; ifMatch?: string } & RoleChange, idempotencyKey: string) =>
      api.patch("/admin/users/{id}/role", { params: { id: userId }, idempotencyKey, ifMatch, body }),
    onSuccess: (_, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) }),
      ]),
  });
}
