import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { invalidateInvoices } from "./invalidate-invoices";

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (id: string, idempotencyKey: string) =>
      api<{ ok: true }>(`/admin/invoices/${id}`, { method: "DELETE", idempotencyKey }),
    onSuccess: () => invalidateInvoices(queryClient),
  });
}
