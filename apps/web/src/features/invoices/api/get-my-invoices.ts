import type { InvoiceListResponse } from "@portal/shared/invoice-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type InvoiceListParams, toQueryString } from "./invoice-list-params";

/** The signed-in client's invoices (loading them records them as viewed). */
export const myInvoicesQueryOptions = (params: InvoiceListParams) =>
  queryOptions({
    queryKey: ["invoices", "mine", params],
    queryFn: () => api<InvoiceListResponse>(`/invoices?${toQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

export function useMyInvoices(params: InvoiceListParams, enabled = true) {
  return useQuery({ ...myInvoicesQueryOptions(params), enabled });
}
