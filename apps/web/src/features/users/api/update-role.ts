import type { Role } from "@portal/shared/constants";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { userKeys } from "./query-keys";

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useActionMutation({
    /** `ifMatch`: the person's ETag as the list showed them (decision 084). */
    mutationFn: ({ userId, role, ifMatch }: { userId: string; role: Role; ifMatch?: string }, idempotencyKey: string) =>
      api<{ ok: true }>(`/admin/users/${userId}/role`, { method: "PATCH", idempotencyKey, ifMatch, body: { role } }),
    onSuccess: (_, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) }),
      ]),
  });
}
