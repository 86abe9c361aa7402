import type { FulfilmentStatus } from "@portal/shared/constants";
import type { Purchase } from "@portal/shared/store-contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

type Change = { id: string; status: FulfilmentStatus } | { id: string; progress: number };

/** Sets a purchase's status (completed also sets progress 100) or its progress. */
export function useUpdatePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => {
      const { id, ...body } = change;
      const what = "status" in change ? "status" : "progress";
      return api<{ purchase: Purchase }>(`/admin/client-features/purchases/${encodeURIComponent(id)}/${what}`, {
        method: "PUT",
        body,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["client-features"] }),
  });
}
