import type { StoreSettings } from "@portal/shared/store-contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { storeSettingsQueryOptions } from "./get-store-settings";

export function useUpdateStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StoreSettings) => api<StoreSettings>("/admin/store/settings", { method: "PUT", body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(storeSettingsQueryOptions.queryKey, saved),
  });
}
