import type { InvoiceFieldsInput } from "@portal/shared/invoice-contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateInvoices } from "./invalidate-invoices";

export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: InvoiceFieldsInput }) =>
      api<{ id: string; invoiceNumber: string }>(`/admin/invoices/${id}`, {
        method: "PATCH",
        body: { ...values, dueDate: values.dueDate || null },
      }),
    onSuccess: () => invalidateInvoices(queryClient),
  });
}
