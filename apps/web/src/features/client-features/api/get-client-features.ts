import type { ClientFeaturesDetail } from "@portal/shared/store-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const clientFeaturesQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ["client-features", "client", clientId],
    queryFn: () => api<ClientFeaturesDetail>(`/admin/client-features/clients/${encodeURIComponent(clientId)}`),
  });

export function useClientFeatures(clientId: string) {
  return useQuery(clientFeaturesQueryOptions(clientId));
}
