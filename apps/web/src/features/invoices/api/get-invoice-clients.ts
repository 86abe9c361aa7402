import type { InvoiceClient } from "@portal/shared/invoice-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invoiceKeys } from "./query-keys";

/** Clients an invoice can be made for, ordered by e-mail. */
export const invoiceClientsQueryOptions = queryOptions({
  queryKey: invoiceKeys.clients(),
  queryFn: async () => (await api<{ clients: InvoiceClient[] }>("/admin/invoices/clients")).clients,
});

export function useInvoiceClients(enabled = true) {
  return useQuery({ ...invoiceClientsQueryOptions, enabled });
}
