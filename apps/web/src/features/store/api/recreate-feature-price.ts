import type { Feature } from "@portal/shared/store-contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { featuresQueryOptions } from "./get-features";

/** Makes the feature's price at the payment provider again. */
export function useRecreateFeaturePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ feature: Feature }>(`/admin/store/features/${encodeURIComponent(id)}/recreate-price`, {
        method: "POST",
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: featuresQueryOptions.queryKey }),
  });
}
