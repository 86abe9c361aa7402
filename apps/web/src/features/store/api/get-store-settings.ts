import type { StoreSettings } from "@portal/shared/store-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { storeKeys } from "./query-keys";

/** Whether the store is open to clients (closed shows the Coming Soon overlay). */
export const storeSettingsQueryOptions = queryOptions({
  queryKey: storeKeys.settings(),
  queryFn: () => api<StoreSettings>("/store/settings"),
});

export function useStoreSettings() {
  return useQuery(storeSettingsQueryOptions);
}
