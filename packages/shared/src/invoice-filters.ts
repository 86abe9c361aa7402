/** Pure rules of the invoices list filters, shared by the page and the server. */

export interface InvoiceFilters {
  search?: string;
  /** yyyy-MM-dd, inclusive. */
  from?: string;
  /** yyyy-MM-dd, inclusive. */
  to?: string;
}

export const INVOICE_SEARCH_MAX = 200;

/** True when any filter narrows the list (so the "matching your filters" empty state applies). */
export function hasInvoiceFilters(filters: InvoiceFilters): boolean {
  return Boolean(filters.search?.trim() || filters.from || filters.to);
}

/**
 * The LIKE pattern for a case-insensitive "contains" search: the term lower-cased with the LIKE
 * wildcards escaped (backslash is PostgreSQL's default LIKE escape), or null for a blank term.
 */
export function invoiceSearchPattern(search: string | undefined): string | null {
  const term = search?.trim().toLowerCase();
  if (!term) return null;
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
