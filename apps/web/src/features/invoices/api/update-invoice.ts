import type { InvoiceFieldsInput } from "@portal/shared/invoice-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { invalidateInvoices } from "./invalidate-invoices";

/** One invoice with its ETag, as the edit dialog is loaded from (decision 075). */
export const readVersionedInvoice = (id: string) => api.versioned("/admin/invoices/{id}", { params: { id } });

/**
 * Edit Invoice: only the fields changed, with the ETag of the version the dialog was loaded from
 * (a 412 when another admin saved first).
 */
export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (
      { id, changes, etag }: { id: string; changes: Partial<InvoiceFieldsInput>; etag: string | null },
      idempotencyKey: string,
    ) =>
      api.patch("/admin/invoices/{id}", {
        params: { id },
        idempotencyKey,
        ifMatch: etag,
        body: changes.dueDate === undefined ? changes : { ...changes, dueDate: changes.dueDate || null },
      }),
    onSuccess: () => invalidateInvoices(queryClient),
    // A refused save means the lists show an older version: fetch the current one.
    onError: () => invalidateInvoices(queryClient),
  });
}
