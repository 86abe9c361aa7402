import type { PurchaseBulkStatusRequest } from "@portal/shared/bulk-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { clientFeatureKeys } from "./query-keys";

/** Sets the status of the chosen purchases (completed also sets progress 100): all or none. */
export function useBulkSetPurchaseStatus() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: PurchaseBulkStatusRequest, idempotencyKey: string) =>
      api.post("/admin/client-features/purchases/bulk/status", { body, idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientFeatureKeys.all }),
  });
}
