import type { TestInvoiceInput } from "@portal/shared/invoice-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { invalidateInvoices } from "./invalidate-invoices";

export function useCreateTestInvoice() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (values: TestInvoiceInput, idempotencyKey: string) =>
      api.post("/admin/invoices/test", { idempotencyKey, body: { ...values } }),
    onSuccess: () => invalidateInvoices(queryClient),
  });
}
