import type { FeatureRequest, FeatureSavedResponse } from "@portal/shared/store-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { storeKeys } from "./query-keys";

/** Creates a feature (no id) or updates one; the answer may carry a price-sync warning. */
export function useSaveFeature() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ id, request }: { id?: string; request: FeatureRequest }, idempotencyKey: string) =>
      id
        ? api<FeatureSavedResponse>(`/admin/store/features/${encodeURIComponent(id)}`, {
            method: "PUT",
            idempotencyKey,
            body: request,
          })
        : api<FeatureSavedResponse>("/admin/store/features", { method: "POST", idempotencyKey, body: request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.features() }),
  });
}
