import type { BillingType } from "@portal/shared/constants";
import type { ClientSummary, PurchaseDateWindow } from "@portal/shared/store-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface ClientSummaryFilters {
  email: string;
  billingType: BillingType | "";
  days: PurchaseDateWindow | "";
}

export const clientSummariesQueryOptions = (filters: ClientSummaryFilters) =>
  queryOptions({
    queryKey: ["client-features", "summaries", filters],
    queryFn: () => {
      const params = new URLSearchParams();
      if (filters.email.trim()) params.set("email", filters.email.trim());
      if (filters.billingType) params.set("billingType", filters.billingType);
      if (filters.days) params.set("days", String(filters.days));
      const query = params.toString();
      return api<{ clients: ClientSummary[]; totalClients: number }>(`/admin/client-features${query ? `?${query}` : ""}`);
    },
    placeholderData: keepPreviousData,
  });

export function useClientSummaries(filters: ClientSummaryFilters) {
  return useQuery(clientSummariesQueryOptions(filters));
}
