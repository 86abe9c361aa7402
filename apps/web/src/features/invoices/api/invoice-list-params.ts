/** What the invoices screen asks the server for. */
export interface InvoiceListParams {
  search: string;
  from: string;
  to: string;
  page: number;
  clientId?: string;
}

export function toQueryString(params: InvoiceListParams): string {
  const query = new URLSearchParams({ page: String(params.page) });
  if (params.search) query.set("search", params.search);
  if (params.from) query.set("from", params.from);
  if (params.to) query.set("to", params.to);
  if (params.clientId) query.set("clientId", params.clientId);
  return query.toString();
}
