import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";

/** Admin tool: re-reads subscribers' subscription ids from the provider. */
export function useSubscriptionSync() {
  return useActionMutation({
    mutationFn: (_: undefined, idempotencyKey: string) => api.post("/admin/billing/sync-subscription-ids", { idempotencyKey }),
  });
}
