import type { InvoiceListResponse } from "@portal/shared/invoice-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type InvoiceListParams, toQueryString } from "./invoice-list-params";
import { invoiceKeys } from "./query-keys";

/** Every client's invoices (or one client's, with `clientId`), for admins. */
export const adminInvoicesQueryOptions = (params: InvoiceListParams) =>
  queryOptions({
    queryKey: invoiceKeys.admin(params),
    queryFn: () => api<InvoiceListResponse>(`/admin/invoices?${toQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

export function useAdminInvoices(params: InvoiceListParams, enabled = true) {
  return useQuery({ ...adminInvoicesQueryOptions(params), enabled });
}
