import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { storeKeys } from "./query-keys";

/**
 * Whether the store is open to clients (closed shows the Coming Soon overlay). The read's ETag is
 * kept by the api client: the admin's switch sends it back (`ifMatchOf`, decision 084).
 */
const storeSettingsQueryOptions = queryOptions({
  queryKey: storeKeys.settings(),
  queryFn: () => api.get("/store/settings"),
});

export function useStoreSettings() {
  return useQuery(storeSettingsQueryOptions);
}
