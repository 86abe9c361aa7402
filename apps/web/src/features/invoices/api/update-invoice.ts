import type { InvoiceFieldsInput } from "@portal/shared/invoice-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { invalidateInvoices } from "./invalidate-invoices";

export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ id, values }: { id: string; values: InvoiceFieldsInput }, idempotencyKey: string) =>
      api<{ id: string; invoiceNumber: string }>(`/admin/invoices/${id}`, {
        method: "PATCH",
        idempotencyKey,
        body: { ...values, dueDate: values.dueDate || null },
      }),
    onSuccess: () => invalidateInvoices(queryClient),
  });
}
