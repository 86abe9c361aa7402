import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";

/**
 * Cancels a monthly feature purchase at the end of its billing cycle; answers `{ message }`.
 * The caller refreshes its own purchases list.
 */
export function useCancelPurchase() {
  return useActionMutation({
    mutationFn: (purchaseId: string, idempotencyKey: string) =>
      api.post("/billing/purchases/{purchaseId}/cancel", { params: { purchaseId }, idempotencyKey }),
  });
}
