import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { billingKeys } from "./query-keys";

/** Cancels the premium subscription at the end of the current period. */
export function useCancelPremium() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (_: undefined, idempotencyKey: string) => api.post("/billing/premium/cancel", { idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscription() }),
  });
}
