import type { FulfilmentStatus } from "@portal/shared/constants";
import type { AdminPurchase, ClientFeaturesDetail } from "@portal/shared/store-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { clientFeatureKeys } from "./query-keys";

/**
 * A status or progress change of one purchase, made from the version the list showed (`ifMatch`,
 * the row's `etag`): another admin's change since is refused with 412 `edit_conflict` (decision 102).
 */
export type PurchaseChange = { id: string; ifMatch: string } & ({ status: FulfilmentStatus } | { progress: number });

/**
 * Sets a purchase's status (completed also sets progress 100) or its progress. The answer's purchase
 * and ETag replace the listed row at once, so the person's next change is made from the version
 * their own change made, not from the list before its refresh.
 */
export function useUpdatePurchase() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: async (change: PurchaseChange, idempotencyKey: string): Promise<AdminPurchase> => {
      const call = { params: { id: change.id }, idempotencyKey, ifMatch: change.ifMatch };
      const { data, etag } =
        "status" in change
          ? await api.versionedChange("put", "/admin/client-features/purchases/{id}/status", {
              ...call,
              body: { status: change.status },
            })
          : await api.versionedChange("put", "/admin/client-features/purchases/{id}/progress", {
              ...call,
              body: { progress: change.progress },
            });
      return { ...data.purchase, etag: etag ?? change.ifMatch };
    },
    onSuccess: (saved) =>
      queryClient.setQueriesData<ClientFeaturesDetail>({ queryKey: [...clientFeatureKeys.all, "client"] }, (detail) =>
        detail ? { ...detail, purchases: detail.purchases.map((p) => (p.id === saved.id ? saved : p)) } : detail,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientFeatureKeys.all }),
  });
}
