import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";

/**
 * Starts the checkout of a catalogue feature (the server takes the price from the catalogue).
 * Answers `{ url }`; the store redirects the browser to it.
 */
export function useFeatureCheckout() {
  return useActionMutation({
    mutationFn: (featureId: string, idempotencyKey: string) =>
      api.post("/billing/features/{featureId}/checkout", { params: { featureId }, idempotencyKey }),
  });
}
