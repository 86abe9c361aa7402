import type { BackfillResult } from "@portal/shared/billing-contracts";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";

/** Admin tool: fills missing payment ids of paid purchases from the provider. */
export function useBackfillPaymentIds() {
  return useActionMutation({
    mutationFn: (_: undefined, idempotencyKey: string) =>
      api<BackfillResult>("/admin/billing/backfill-payment-ids", { method: "POST", idempotencyKey }),
  });
}
