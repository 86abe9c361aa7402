import type { SubscriptionSyncResult } from "@portal/shared/billing-contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Admin tool: re-reads subscribers' subscription ids from the provider. */
export function useSubscriptionSync() {
  return useMutation({
    mutationFn: () => api<SubscriptionSyncResult>("/admin/billing/sync-subscription-ids", { method: "POST" }),
  });
}
