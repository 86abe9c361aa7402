import type { TestInvoiceInput } from "@portal/shared/invoice-contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateInvoices } from "./invalidate-invoices";

export function useCreateTestInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TestInvoiceInput) =>
      api<{ id: string; invoiceNumber: string }>("/admin/invoices/test", {
        method: "POST",
        body: { ...values },
      }),
    onSuccess: () => invalidateInvoices(queryClient),
  });
}
