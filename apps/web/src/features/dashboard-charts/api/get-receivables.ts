import { queryOptions, useQuery } from "@tanstack/react-query";
import { invoiceKeys } from "@/features/invoices";
import { api } from "@/lib/api-client";

/** Amounts outstanding and overdue per client (decision 105); refetched with the invoice lists. */
export function useReceivables() {
  return useQuery(
    queryOptions({
      queryKey: [...invoiceKeys.lists(), "receivables"],
      queryFn: () => api.get("/admin/dashboard/receivables"),
    }),
  );
}
