import type { CreateInvoiceInput } from "@portal/shared/invoice-contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateInvoices } from "./invalidate-invoices";

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, file }: { values: CreateInvoiceInput; file: File | null }) => {
      const body = new FormData();
      body.set("clientId", values.clientId);
      body.set("amount", values.amount);
      body.set("description", values.description);
      body.set("status", values.status ?? "pending");
      if (values.dueDate) body.set("dueDate", values.dueDate);
      if (file) body.set("file", file);
      return api<{ id: string; invoiceNumber: string }>("/admin/invoices", { method: "POST", body });
    },
    onSuccess: () => invalidateInvoices(queryClient),
  });
}
