import type { FeatureRequest, FeatureSavedResponse } from "@portal/shared/store-contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { featuresQueryOptions } from "./get-features";

/** Creates a feature (no id) or updates one; the answer may carry a price-sync warning. */
export function useSaveFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id?: string; request: FeatureRequest }) =>
      id
        ? api<FeatureSavedResponse>(`/admin/store/features/${encodeURIComponent(id)}`, {
            method: "PUT",
            body: request,
          })
        : api<FeatureSavedResponse>("/admin/store/features", { method: "POST", body: request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: featuresQueryOptions.queryKey }),
  });
}
