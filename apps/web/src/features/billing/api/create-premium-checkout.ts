import type { CheckoutResult } from "@portal/shared/billing-contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Starts a premium checkout; answers the provider's checkout URL. */
export function usePremiumCheckout() {
  return useMutation({
    mutationFn: () => api<CheckoutResult>("/billing/premium/checkout", { method: "POST" }),
  });
}
