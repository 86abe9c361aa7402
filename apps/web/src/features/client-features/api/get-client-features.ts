import type { BillingType, FulfilmentStatus } from "@portal/shared/constants";
import type { SortOrder } from "@portal/shared/pagination";
import type { PURCHASE_SORT, PurchaseDateWindow } from "@portal/shared/store-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { clientFeatureKeys } from "./query-keys";

export interface ClientPurchaseFilters {
  name: string;
  status: FulfilmentStatus | "";
  billingType: BillingType | "";
  days: PurchaseDateWindow | "";
  page: number;
  sort: SortOrder<(typeof PURCHASE_SORT.keys)[number]>;
}

/** One page of a client's purchases matching the filters, with the client's totals. */
const clientFeaturesQueryOptions = (clientId: string, filters: ClientPurchaseFilters) =>
  queryOptions({
    queryKey: clientFeatureKeys.ofClient(clientId, filters),
    queryFn: () => {
      const { page, sort, name, status, billingType, days } = filters;
      return api.get("/admin/client-features/clients/{clientId}", {
        params: { clientId },
        query: {
          page,
          ...sort,
          name: name.trim(),
          status: status || undefined,
          billingType: billingType || undefined,
          days: days || undefined,
        },
      });
    },
    placeholderData: keepPreviousData,
  });

export function useClientFeatures(clientId: string, filters: ClientPurchaseFilters) {
  return useQuery(clientFeaturesQueryOptions(clientId, filters));
}
