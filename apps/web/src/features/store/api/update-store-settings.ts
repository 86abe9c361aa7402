import type { StoreSettings } from "@portal/shared/store-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { storeKeys } from "./query-keys";

/**
 * The store switch, made from the state the screen read (decision 084): the ETag of the last
 * `/store/settings` read goes as `If-Match`, and a refusal (another admin switched it meanwhile)
 * shows the current state.
 */
export function useUpdateStoreSettings() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (settings: StoreSettings, idempotencyKey: string) =>
      api<StoreSettings>("/admin/store/settings", {
        method: "PUT",
        idempotencyKey,
        ifMatchOf: "/store/settings",
        body: settings,
      }),
    onSuccess: (saved) => queryClient.setQueryData(storeKeys.settings(), saved),
    onError: () => queryClient.invalidateQueries({ queryKey: storeKeys.settings() }),
  });
}
