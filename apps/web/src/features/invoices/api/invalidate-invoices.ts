import type { QueryClient } from "@tanstack/react-query";
import { invoiceKeys } from "./query-keys";

/** Every invoice list (admin, client, user detail) refetches after a change. */
export function invalidateInvoices(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
}
