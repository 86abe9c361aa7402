import type { Purchase } from "@portal/shared/store-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { storeKeys } from "./query-keys";

/** The signed-in client's purchases, newest first. */
export const myPurchasesQueryOptions = queryOptions({
  queryKey: storeKeys.purchases(),
  queryFn: async (): Promise<Purchase[]> => (await api<{ purchases: Purchase[] }>("/store/purchases")).purchases,
});

export function useMyPurchases() {
  return useQuery(myPurchasesQueryOptions);
}
