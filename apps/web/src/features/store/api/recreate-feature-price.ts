import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { storeKeys } from "./query-keys";

/** Makes the feature's price at the payment provider again. */
export function useRecreateFeaturePrice() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (id: string, idempotencyKey: string) =>
      api.post("/admin/store/features/{id}/recreate-price", { params: { id }, idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.features() }),
  });
}
