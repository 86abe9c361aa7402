import type { SubscriptionInfo } from "@portal/shared/billing-contracts";
import { SUBSCRIPTION_POLL_MS } from "@portal/shared/constants";
import { FIRST_READS } from "@portal/shared/first-reads";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { billingKeys } from "./query-keys";

/** The signed-in client's premium state, re-polled every 10 seconds. */
const subscriptionQueryOptions = queryOptions({
  queryKey: billingKeys.subscription(),
  queryFn: () => api.get(FIRST_READS.subscription),
  refetchInterval: SUBSCRIPTION_POLL_MS,
  staleTime: 0,
});

const notPremium: Omit<SubscriptionInfo, "priceCents" | "priceLabel" | "planName"> = {
  subscribed: false,
  plan: null,
  status: "inactive",
  subscriptionStart: null,
  subscriptionEnd: null,
  cancelAtPeriodEnd: false,
};

/**
 * The premium state with the query's own flags. A failed check means not premium; the price
 * fields stay from the last successful answer (0 and "" before any).
 */
export function useSubscription() {
  const query = useQuery(subscriptionQueryOptions);
  const data = query.data;
  const state =
    data && !query.isError
      ? data
      : {
          ...notPremium,
          priceCents: data?.priceCents ?? 0,
          priceLabel: data?.priceLabel ?? "",
          planName: data?.planName ?? "",
        };
  return {
    ...state,
    isLoading: query.isLoading,
    isError: query.isError,
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
}
