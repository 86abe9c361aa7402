import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { notificationKeys } from "@/features/notifications";
import { api } from "@/lib/api-client";
import { type InvoiceListParams, toQuery } from "./invoice-list-params";
import { invoiceKeys } from "./query-keys";

/** The signed-in client's invoices (loading them records them as viewed). */
const myInvoicesQueryOptions = (params: InvoiceListParams) =>
  queryOptions({
    queryKey: invoiceKeys.mine(params),
    queryFn: () => api.get("/invoices", { query: toQuery(params) }),
    placeholderData: keepPreviousData,
  });

export function useMyInvoices(params: InvoiceListParams, enabled = true) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...myInvoicesQueryOptions(params), enabled });
  // Each load records views on the server, which lowers the sidebar's Invoices badge.
  useEffect(() => {
    if (query.dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: notificationKeys.counts() });
  }, [query.dataUpdatedAt, queryClient]);
  return query;
}
