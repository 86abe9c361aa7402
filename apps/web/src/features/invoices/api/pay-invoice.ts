import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";

/** Opens the checkout of one of the client's unpaid invoices (decision 105); answers the provider's URL. */
export function usePayInvoice() {
  return useActionMutation({
    mutationFn: (invoiceId: string, idempotencyKey: string) =>
      api.post("/billing/invoices/{invoiceId}/checkout", { params: { invoiceId }, idempotencyKey }),
  });
}
