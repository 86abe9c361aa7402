import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { invalidateInvoices } from "./invalidate-invoices";

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (id: string, idempotencyKey: string) => api.delete("/admin/invoices/{id}", { params: { id }, idempotencyKey }),
    onSuccess: () => invalidateInvoices(queryClient),
  });
}
