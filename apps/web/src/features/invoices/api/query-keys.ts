import type { InvoiceListParams } from "./invoice-list-params";

/** Query keys of invoices; `lists()` covers every invoice list (admin, client, user page). */
export const invoiceKeys = {
  all: ["invoices"] as const,
  lists: () => [...invoiceKeys.all, "list"] as const,
  mine: (params: InvoiceListParams) => [...invoiceKeys.lists(), "mine", params] as const,
  admin: (params: InvoiceListParams) => [...invoiceKeys.lists(), "admin", params] as const,
  clients: (q: string) => [...invoiceKeys.all, "clients", q] as const,
};
