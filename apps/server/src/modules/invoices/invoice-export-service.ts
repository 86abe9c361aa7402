import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invoices, profiles } from "../../db/schema/index.ts";
import { csvAmount, csvDateTime } from "../../lib/csv.ts";
import { CSV_CHUNK_ROWS, csvStream } from "../../lib/csv-stream.ts";
import { afterRow, keysetColumns, keysetCursor, listOrder, sortExpressions } from "../../lib/list-order.ts";
import { INVOICE_SORT_COLUMNS, invoiceFilters, invoiceSort, type ListInvoicesInput } from "./invoice-list-service.ts";

/** The columns of the invoices CSV, in order. */
export const INVOICE_CSV_HEADER = [
  "Invoice number",
  "Client name",
  "Client e-mail",
  "Description",
  "Amount",
  "Invoice date",
  "Due date",
  "Status",
  "Type",
  "Billing",
  "Feature or package",
  "Created at (UTC)",
];

/**
 * Every invoice matching the admin list's filters, in its order, as a streamed CSV: read a chunk
 * at a time after the last row's sort key (keyset), never with OFFSET and never all at once.
 * Amounts are decimals (123.45) and dates yyyy-MM-dd, as spreadsheets read them.
 */
export function exportInvoices(db: Database, input: Omit<ListInvoicesInput, "page" | "pageSize">) {
  const order = invoiceSort(input);
  const expressions = sortExpressions(INVOICE_SORT_COLUMNS, order, invoices.id);
  const where = and(input.clientId ? eq(invoices.clientId, input.clientId) : undefined, ...invoiceFilters(input));
  return csvStream<(string | null)[]>(INVOICE_CSV_HEADER, async (cursor) => {
    const rows = await db
      .select({
        invoice: invoices,
        clientName: profiles.fullName,
        profileEmail: profiles.email,
        ...keysetColumns(expressions),
      })
      .from(invoices)
      .leftJoin(profiles, eq(profiles.id, invoices.clientId))
      .where(and(where, cursor ? afterRow(expressions, cursor, order.dir) : undefined))
      .orderBy(...listOrder(INVOICE_SORT_COLUMNS, order, invoices.id))
      .limit(CSV_CHUNK_ROWS);
    const last = rows.at(-1);
    return {
      rows: rows.map(({ invoice, clientName, profileEmail }) => [
        invoice.invoiceNumber,
        clientName,
        profileEmail ?? invoice.clientEmail,
        invoice.description,
        csvAmount(invoice.amountCents),
        invoice.invoiceDate,
        invoice.dueDate,
        invoice.status,
        invoice.purchaseType,
        invoice.billingType,
        invoice.featureOrPackageName,
        csvDateTime(invoice.createdAt),
      ]),
      next: rows.length === CSV_CHUNK_ROWS && last ? keysetCursor(last, expressions.length) : null,
    };
  });
}
