import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";

/** Starts a premium checkout; answers the provider's checkout URL. */
export function usePremiumCheckout() {
  return useActionMutation({
    mutationFn: (_: undefined, idempotencyKey: string) => api.post("/billing/premium/checkout", { idempotencyKey }),
  });
}
