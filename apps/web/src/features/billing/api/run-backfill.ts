import type { BackfillResult } from "@portal/shared/billing-contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Admin tool: fills missing payment ids of paid purchases from the provider. */
export function useBackfillPaymentIds() {
  return useMutation({
    mutationFn: () => api<BackfillResult>("/admin/billing/backfill-payment-ids", { method: "POST" }),
  });
}
