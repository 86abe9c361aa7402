import type { InvoiceSortKey } from "@portal/shared/invoice-contracts";
import type { SortOrder } from "@portal/shared/pagination";

/** What the invoices screen asks the server for. */
export interface InvoiceListParams {
  search: string;
  from: string;
  to: string;
  page: number;
  clientId?: string;
  /** The order; the server's default (newest first) when left out. */
  sort?: SortOrder<InvoiceSortKey>;
}

export function toQueryString(params: InvoiceListParams): string {
  const query = new URLSearchParams({ page: String(params.page) });
  if (params.search) query.set("search", params.search);
  if (params.from) query.set("from", params.from);
  if (params.to) query.set("to", params.to);
  if (params.clientId) query.set("clientId", params.clientId);
  if (params.sort) {
    query.set("sort", params.sort.sort);
    query.set("dir", params.sort.dir);
  }
  return query.toString();
}
