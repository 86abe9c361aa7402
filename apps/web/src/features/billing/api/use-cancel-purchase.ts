import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * Cancels a monthly feature purchase at the end of its billing cycle; answers `{ message }`.
 * The caller refreshes its own purchases list.
 */
export function useCancelPurchase() {
  return useMutation({
    mutationFn: (purchaseId: string) =>
      api<{ message: string }>(`/billing/purchases/${encodeURIComponent(purchaseId)}/cancel`, {
        method: "POST",
      }),
  });
}
