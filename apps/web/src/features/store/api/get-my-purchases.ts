import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { storeKeys } from "./query-keys";

/** The signed-in client's purchases, newest first. */
const myPurchasesQueryOptions = queryOptions({
  queryKey: storeKeys.purchases(),
  queryFn: async () => (await api.get("/store/purchases")).purchases,
});

export function useMyPurchases() {
  return useQuery(myPurchasesQueryOptions);
}
