import type { BillingType } from "@portal/shared/constants";
import type { SortOrder } from "@portal/shared/pagination";
import type { CLIENT_SUMMARY_SORT, PurchaseDateWindow } from "@portal/shared/store-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { clientFeatureKeys } from "./query-keys";

export interface ClientSummaryFilters {
  email: string;
  billingType: BillingType | "";
  days: PurchaseDateWindow | "";
  page: number;
  sort: SortOrder<(typeof CLIENT_SUMMARY_SORT.keys)[number]>;
}

const clientSummariesQueryOptions = (filters: ClientSummaryFilters) =>
  queryOptions({
    queryKey: clientFeatureKeys.summaries(filters),
    queryFn: () => {
      const { page, sort, email, billingType, days } = filters;
      return api.get("/admin/client-features", {
        query: { page, ...sort, email: email.trim(), billingType: billingType || undefined, days: days || undefined },
      });
    },
    placeholderData: keepPreviousData,
  });

export function useClientSummaries(filters: ClientSummaryFilters) {
  return useQuery(clientSummariesQueryOptions(filters));
}
