import type { CreateInvoiceInput } from "@portal/shared/invoice-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { invalidateInvoices } from "./invalidate-invoices";

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ values, file }: { values: CreateInvoiceInput; file: File | null }, idempotencyKey: string) => {
      const body = new FormData();
      body.set("clientId", values.clientId);
      body.set("amount", values.amount);
      body.set("description", values.description);
      body.set("status", values.status ?? "pending");
      if (values.dueDate) body.set("dueDate", values.dueDate);
      if (file) body.set("file", file);
      return api.post("/admin/invoices", { idempotencyKey, body });
    },
    onSuccess: () => invalidateInvoices(queryClient),
  });
}
