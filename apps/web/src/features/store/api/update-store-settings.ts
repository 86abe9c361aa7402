import type { StoreSettings } from "@portal/shared/store-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { storeKeys } from "./query-keys";

/**
 * The switch as the person set it; `ifMatch` is the current version a conflict named, when they
 * re-apply their choice over it (decision 102).
 */
type SwitchChange = StoreSettings & { ifMatch?: string };

/**
 * The store switch, made from the state the screen read (decisions 084, 102): the ETag of the last
 * `/store/settings` read goes as `If-Match`, and a refusal (another admin switched it meanwhile)
 * reads the current state again.
 */
export function useUpdateStoreSettings() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ ifMatch, ...settings }: SwitchChange, idempotencyKey: string) =>
      api.put("/admin/store/settings", { idempotencyKey, ifMatchOf: "/store/settings", ifMatch, body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(storeKeys.settings(), saved),
    onError: () => queryClient.invalidateQueries({ queryKey: storeKeys.settings() }),
  });
}
