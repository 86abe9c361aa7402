import type { FulfilmentStatus } from "@portal/shared/constants";
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
      const params = { id: change.id };
      return "status" in change
        ? api.put("/admin/client-features/purchases/{id}/status", { params, idempotencyKey, body: { status: change.status } })
        : api.put("/admin/client-features/purchases/{id}/progress", {
            params,
            idempotencyKey,
            body: { progress: change.progress },
          });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientFeatureKeys.all }),
  });
}
