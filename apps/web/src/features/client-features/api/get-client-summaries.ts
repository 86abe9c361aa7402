import type { BillingType } from "@portal/shared/constants";
import type { SortOrder } from "@portal/shared/pagination";
import type { ClientSummariesResponse, PurchaseDateWindow } from "@portal/shared/store-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { clientFeatureKeys } from "./query-keys";

export interface ClientSummaryFilters {
  email: string;
  billingType: BillingType | "";
  days: PurchaseDateWindow | "";
  page: number;
  sort: SortOrder;
}

const clientSummariesQueryOptions = (filters: ClientSummaryFilters) =>
  queryOptions({
    queryKey: clientFeatureKeys.summaries(filters),
    queryFn: () => {
      const params = new URLSearchParams({ page: String(filters.page), ...filters.sort });
      if (filters.email.trim()) params.set("email", filters.email.trim());
      if (filters.billingType) params.set("billingType", filters.billingType);
      if (filters.days) params.set("days", String(filters.days));
      return api<ClientSummariesResponse>(`/admin/client-features?${params}`);
    },
    placeholderData: keepPreviousData,
  });

export function useClientSummaries(filters: ClientSummaryFilters) {
  return useQuery(clientSummariesQueryOptions(filters));
}
