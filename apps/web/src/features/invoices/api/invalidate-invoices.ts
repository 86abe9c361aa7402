import type { QueryClient } from "@tanstack/react-query";

/** Every invoice list (admin, client, user detail) refetches after a change. */
export function invalidateInvoices(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["admin", "invoices"] }),
    queryClient.invalidateQueries({ queryKey: ["invoices"] }),
  ]);
}
