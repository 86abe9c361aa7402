import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { subscriptionQueryKey } from "./get-subscription";

/** Cancels the premium subscription at the end of the current period. */
export function useCancelPremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ message: string }>("/billing/premium/cancel", { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
  });
}
