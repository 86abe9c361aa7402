import type { StoreSettings } from "@portal/shared/store-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { storeKeys } from "./query-keys";

export function useUpdateStoreSettings() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (settings: StoreSettings, idempotencyKey: string) =>
      api<StoreSettings>("/admin/store/settings", { method: "PUT", idempotencyKey, body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(storeKeys.settings(), saved),
  });
}
