import type { FulfilmentStatus } from "@portal/shared/constants";
import type { Purchase } from "@portal/shared/store-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { clientFeatureKeys } from "./query-keys";

type Change = { id: string; status: FulfilmentStatus } | { id: string; progress: number };

/** Sets a purchase's status (completed also sets progress 100) or its progress. */
export function useUpdatePurchase() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (change: Change, idempotencyKey: string) => {
      const { id, ...body } = change;
      const what = "status" in change ? "status" : "progress";
      return api<{ purchase: Purchase }>(`/admin/client-features/purchases/${encodeURIComponent(id)}/${what}`, {
        method: "PUT",
        idempotencyKey,
        body,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientFeatureKeys.all }),
  });
}
