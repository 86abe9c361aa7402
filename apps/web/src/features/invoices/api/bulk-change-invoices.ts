import type { InvoiceBulkRequest } from "@portal/shared/bulk-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { invalidateInvoices } from "./invalidate-invoices";

/** Marks the chosen invoices paid or deletes them: all or none (the server says which refused). */
export function useBulkChangeInvoices() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: InvoiceBulkRequest, idempotencyKey: string) => api.post("/admin/invoices/bulk", { body, idempotencyKey }),
    onSettled: () => invalidateInvoices(queryClient),
  });
}
