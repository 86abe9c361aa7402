import type { Role } from "@portal/shared/constants";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }, idempotencyKey: string) =>
      api<{ ok: true }>(`/admin/users/${userId}/role`, { method: "PATCH", idempotencyKey, body: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "users"] }),
  });
}
