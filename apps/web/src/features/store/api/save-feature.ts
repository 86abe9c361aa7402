import type { FeatureRequest, FeatureSavedResponse } from "@portal/shared/store-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { storeKeys } from "./query-keys";

type Save =
  | { id?: undefined; request: FeatureRequest }
  /** An edit: only the changed fields, from the version read (`etag`, a 412 when another admin saved first). */
  | { id: string; changes: Partial<FeatureRequest>; etag: string | null };

/** Creates a feature, or changes the fields edited of one; the answer may carry a price-sync warning. */
export function useSaveFeature() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (save: Save, idempotencyKey: string): Promise<FeatureSavedResponse> =>
      "changes" in save
        ? api.patch("/admin/store/features/{id}", {
            params: { id: save.id },
            idempotencyKey,
            ifMatch: save.etag,
            body: save.changes,
          })
        : api.post("/admin/store/features", { idempotencyKey, body: save.request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.features() }),
  });
}
