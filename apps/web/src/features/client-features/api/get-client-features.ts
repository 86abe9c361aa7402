import type { BillingType, FulfilmentStatus } from "@portal/shared/constants";
import type { SortOrder } from "@portal/shared/pagination";
import type { ClientFeaturesDetail, PurchaseDateWindow } from "@portal/shared/store-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { clientFeatureKeys } from "./query-keys";

export interface ClientPurchaseFilters {
  name: string;
  status: FulfilmentStatus | "";
  billingType: BillingType | "";
  days: PurchaseDateWindow | "";
  page: number;
  sort: SortOrder;
}

/** One page of a client's purchases matching the filters, with the client's totals. */
const clientFeaturesQueryOptions = (clientId: string, filters: ClientPurchaseFilters) =>
  queryOptions({
    queryKey: clientFeatureKeys.ofClient(clientId, filters),
    queryFn: () => {
      const params = new URLSearchParams({ page: String(filters.page), ...filters.sort });
      if (filters.name.trim()) params.set("name", filters.name.trim());
      if (filters.status) params.set("status", filters.status);
      if (filters.billingType) params.set("billingType", filters.billingType);
      if (filters.days) params.set("days", String(filters.days));
      return api<ClientFeaturesDetail>(`/admin/client-features/clients/${encodeURIComponent(clientId)}?${params}`);
    },
    placeholderData: keepPreviousData,
  });

export function useClientFeatures(clientId: string, filters: ClientPurchaseFilters) {
  return useQuery(clientFeaturesQueryOptions(clientId, filters));
}
