import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invoiceKeys } from "./query-keys";

/**
 * One page of the clients an invoice can be made for that match `q` (a name, e-mail or phone
 * fragment), in natural order; the last answer stays on screen while the next one loads.
 */
export function useInvoiceClientSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.clients(q),
    queryFn: () => api.get("/admin/invoices/clients", { query: { q } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
