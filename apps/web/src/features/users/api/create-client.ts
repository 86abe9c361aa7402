import type { CreateClientInput } from "@portal/shared/users-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { userKeys } from "./query-keys";

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (input: CreateClientInput, idempotencyKey: string) =>
      api.post("/admin/users", { idempotencyKey, body: { ...input } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
