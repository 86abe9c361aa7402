import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateInvoices } from "./invalidate-invoices";

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/admin/invoices/${id}`, { method: "DELETE" }),
    onSuccess: () => invalidateInvoices(queryClient),
  });
}
