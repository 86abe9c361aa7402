import type { SubscriptionSyncResult } from "@portal/shared/billing-contracts";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";

/** Admin tool: re-reads subscribers' subscription ids from the provider. */
export function useSubscriptionSync() {
  return useActionMutation({
    mutationFn: (_: undefined, idempotencyKey: string) =>
      api<SubscriptionSyncResult>("/admin/billing/sync-subscription-ids", { method: "POST", idempotencyKey }),
  });
}
