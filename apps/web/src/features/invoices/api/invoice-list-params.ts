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

/** The list's query (an empty filter is left out by the client). */
export function toQuery({ page, search, from, to, clientId, sort }: InvoiceListParams) {
  return { page, search, from, to, clientId, sort: sort?.sort, dir: sort?.dir };
}
