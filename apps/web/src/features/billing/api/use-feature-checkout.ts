import type { CheckoutResult } from "@portal/shared/billing-contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * Starts the checkout of a catalogue feature (the server takes the price from the catalogue).
 * Answers `{ url }`; the store redirects the browser to it.
 */
export function useFeatureCheckout() {
  return useMutation({
    mutationFn: (featureId: string) =>
      api<CheckoutResult>(`/billing/features/${encodeURIComponent(featureId)}/checkout`, { method: "POST" }),
  });
}
