import type { InvoiceListResponse, InvoiceSummary } from "@portal/shared/invoice-contracts";
import { INVOICE_SORT, type InvoiceSortKey } from "@portal/shared/invoice-contracts";
import { invoiceSearchPattern } from "@portal/shared/invoice-filters";
import type { SortDirection, SortOrder } from "@portal/shared/pagination";
import { and, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { countBoundFor, countUpTo } from "../../db/bounded-count.ts";
import type { Database } from "../../db/client.ts";
import { clientInvoiceViews, files, invoices, invoiceTotals, profiles } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { listOrder, type SortColumns } from "../../lib/list-order.ts";
import { fileUrl } from "../files/index.ts";
import { findInvoice } from "./invoice-service.ts";

/** Same expression as the `invoices_search_trgm_idx` index (schema/invoices.ts), column-qualified. */
const searchText = sql`lower(${invoices.invoiceNumber} || ' ' || ${invoices.description} || ' ' || coalesce(${invoices.featureOrPackageName}, '') || ' ' || ${invoices.clientEmail})`;
/** Same expression as the `profiles_search_trgm_idx` index (schema/auth.ts). */
const profileSearchText = sql`lower(${profiles.fullName} || ' ' || ${profiles.email})`;

/** What each sort key orders by; every one has an index ending on the id (schema/invoices.ts). */
export const INVOICE_SORT_COLUMNS: SortColumns<InvoiceSortKey> = {
  number: [invoices.invoiceNumber],
  client: [invoices.clientEmail],
  amount: [invoices.amountCents],
  date: [invoices.invoiceDate, invoices.createdAt],
  dueDate: [invoices.dueDate],
  status: [invoices.status],
};

export interface ListInvoicesInput {
  /** Only this client's invoices (a client's own list, or the admin's user-detail view). */
  clientId?: string;
  search?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
  sort?: InvoiceSortKey;
  dir?: SortDirection;
}

/**
 * One page of invoices, newest first, with the number matching the filters and the number
 * before filtering. Search, date bounds, order and paging all run in the database (the trigram
 * index serves the search, the (client,) date indexes the order and the bounds).
 */
export async function listInvoices(db: Database, input: ListInvoicesInput): Promise<InvoiceListResponse> {
  const scope = input.clientId ? eq(invoices.clientId, input.clientId) : undefined;
  const filters = invoiceFilters(input);
  const filtered = filters.some((f) => f);
  const order = listOrder(INVOICE_SORT_COLUMNS, invoiceSort(input), invoices.id);

  const where = and(scope, ...filters);
  // The page is picked from `invoices` alone (straight off the order index), then joined.
  const pageIds = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(where)
    .orderBy(...order)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .as("page_ids");
  const [rows, counted, overall] = await Promise.all([
    db
      .select({
        invoice: invoices,
        clientName: profiles.fullName,
        profileEmail: profiles.email,
        file: { id: files.id, fileName: files.fileName, contentType: files.contentType },
      })
      .from(pageIds)
      .innerJoin(invoices, eq(invoices.id, pageIds.id))
      .leftJoin(profiles, eq(profiles.id, invoices.clientId))
      .leftJoin(files, eq(files.id, invoices.fileId))
      .orderBy(...order),
    filtered ? countUpTo(db, invoices, where, scope ? null : countBoundFor(input)) : undefined,
    scope ? countUpTo(db, invoices, scope, null).then(({ n }) => n) : allInvoices(db),
  ]);
  const total = counted ?? { n: overall, atLeast: false };

  return {
    invoices: rows.map(
      ({ invoice, clientName, profileEmail, file }): InvoiceSummary => ({
        id: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        clientId: invoice.clientId,
        clientEmail: profileEmail ?? invoice.clientEmail,
        clientName,
        amountCents: invoice.amountCents,
        description: invoice.description,
        featureOrPackageName: invoice.featureOrPackageName,
        invoiceDate: invoice.invoiceDate,
        dueDate: invoice.dueDate,
        status: invoice.status as InvoiceSummary["status"],
        purchaseType: invoice.purchaseType as InvoiceSummary["purchaseType"],
        billingType: invoice.billingType as InvoiceSummary["billingType"],
        paidByCheckout: invoice.providerSessionId !== null,
        file: file ? { ...file, url: fileUrl(file.id) } : null,
        createdAt: invoice.createdAt.toISOString(),
      }),
    ),
    total: total.n,
    overall,
    ...(total.atLeast ? { totalIsAtLeast: true } : {}),
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** The sort of a list request, the newest first when none is given. */
export function invoiceSort(input: Pick<ListInvoicesInput, "sort" | "dir">): SortOrder<InvoiceSortKey> {
  return { sort: input.sort ?? INVOICE_SORT.fallback.sort, dir: input.dir ?? INVOICE_SORT.fallback.dir };
}

/**
 * The search and date conditions of a list (undefined where not asked). The search matches the
 * invoice's own text through its trigram index, or the client's name or e-mail: the matching
 * clients are looked up first (their own trigram index) and their ids fetched off the client index.
 */
export function invoiceFilters(input: Pick<ListInvoicesInput, "search" | "from" | "to">): (SQL | undefined)[] {
  const pattern = invoiceSearchPattern(input.search);
  return [
    pattern
      ? sql`(${searchText} LIKE ${pattern} OR ${invoices.clientId} = ANY(ARRAY(SELECT ${profiles.id} FROM ${profiles} WHERE ${profileSearchText} LIKE ${pattern})))`
      : undefined,
    input.from ? gte(invoices.invoiceDate, input.from) : undefined,
    input.to ? lte(invoices.invoiceDate, input.to) : undefined,
  ];
}

/** Every invoice, from the row the triggers of migration 0011 keep exact. */
async function allInvoices(db: Database): Promise<number> {
  const [row] = await db.select({ n: invoiceTotals.count }).from(invoiceTotals);
  return row?.n ?? 0;
}

/** Records that the client has seen these invoices (those already recorded are left alone). */
async function recordInvoiceViews(db: Database, clientId: string, invoiceIds: string[]): Promise<void> {
  if (invoiceIds.length === 0) return;
  await db
    .insert(clientInvoiceViews)
    .values(invoiceIds.map((invoiceId) => ({ clientId, invoiceId })))
    .onConflictDoNothing();
}

/** A page of the client's own invoices; every invoice shown is recorded as viewed. */
export async function listOwnInvoices(db: Database, clientId: string, query: Omit<ListInvoicesInput, "clientId">) {
  const page = await listInvoices(db, { ...query, clientId });
  await recordInvoiceViews(
    db,
    clientId,
    page.invoices.map((i) => i.id),
  );
  return page;
}

/** One of the client's own invoices, recorded as viewed; another client's answers like a missing one. */
export async function openOwnInvoice(db: Database, clientId: string, id: string) {
  const invoice = await findInvoice(db, id);
  if (invoice.clientId !== clientId) throw new AppError("invoice_not_found", "Invoice not found.");
  await recordInvoiceViews(db, clientId, [invoice.id]);
  return invoice;
}
