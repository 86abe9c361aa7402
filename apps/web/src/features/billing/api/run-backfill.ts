import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";

/** Admin tool: fills missing payment ids of paid purchases from the provider. */
export function useBackfillPaymentIds() {
  return useActionMutation({
    mutationFn: (_: undefined, idempotencyKey: string) => api.post("/admin/billing/backfill-payment-ids", { idempotencyKey }),
  });
}
