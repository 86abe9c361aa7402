import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type InvoiceListParams, toQuery } from "./invoice-list-params";
import { invoiceKeys } from "./query-keys";

/** Every client's invoices (or one client's, with `clientId`), for admins. */
const adminInvoicesQueryOptions = (params: InvoiceListParams) =>
  queryOptions({
    queryKey: invoiceKeys.admin(params),
    queryFn: () => api.get("/admin/invoices", { query: toQuery(params) }),
    placeholderData: keepPreviousData,
  });

export function useAdminInvoices(params: InvoiceListParams, enabled = true) {
  return useQuery({ ...adminInvoicesQueryOptions(params), enabled });
}
