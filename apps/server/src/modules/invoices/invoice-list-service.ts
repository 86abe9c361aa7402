import type { InvoiceListResponse, InvoiceSummary } from "@portal/shared/invoice-contracts";
import { invoiceSearchPattern } from "@portal/shared/invoice-filters";
import { and, count, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clientInvoiceViews, files, invoices, invoiceTotals, profiles } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { fileUrl } from "../files/file-service.ts";
import { findInvoice } from "./invoice-service.ts";

/** Same expression as the `invoices_search_trgm_idx` index (schema/invoices.ts), column-qualified. */
const searchText = sql`lower(${invoices.invoiceNumber} || ' ' || ${invoices.description} || ' ' || coalesce(${invoices.featureOrPackageName}, ''))`;

/** Matches the order indexes (`DESC NULLS LAST`), which a plain DESC (nulls first) would not use. */
const NEWEST_FIRST = [
  sql`${invoices.invoiceDate} DESC NULLS LAST`,
  sql`${invoices.createdAt} DESC NULLS LAST`,
  sql`${invoices.id} DESC NULLS LAST`,
];

/**
 * A filtered count over all invoices stops after this many rows past the page (rounded up to a
 * multiple): counting 100,000 matches of a broad search costs more than the page itself.
 */
export const FILTERED_COUNT_STEP = 1000;

export interface ListInvoicesInput {
  /** Only this client's invoices (a client's own list, or the admin's user-detail view). */
  clientId?: string;
  search?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/**
 * One page of invoices, newest first, with the number matching the filters and the number
 * before filtering. Search, date bounds, order and paging all run in the database (the trigram
 * index serves the search, the (client,) date indexes the order and the bounds).
 */
export async function listInvoices(db: Database, input: ListInvoicesInput): Promise<InvoiceListResponse> {
  const scope = input.clientId ? eq(invoices.clientId, input.clientId) : undefined;
  const pattern = invoiceSearchPattern(input.search);
  const filters: (SQL | undefined)[] = [
    scope,
    pattern ? sql`${searchText} LIKE ${pattern}` : undefined,
    input.from ? gte(invoices.invoiceDate, input.from) : undefined,
    input.to ? lte(invoices.invoiceDate, input.to) : undefined,
  ];
  const filtered = filters.some((f, i) => i > 0 && f);

  const where = and(...filters);
  // The page is picked from `invoices` alone (straight off the order index), then joined.
  const pageIds = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(where)
    .orderBy(...NEWEST_FIRST)
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
      .orderBy(...NEWEST_FIRST),
    filtered ? countFiltered(db, where, scope ? null : countBound(input)) : undefined,
    scope ? countInvoices(db, scope) : allInvoices(db),
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

/** Where a filtered count over every invoice may stop: past the page, at a round number. */
function countBound(input: ListInvoicesInput): number {
  return Math.ceil((input.page * input.pageSize + 1) / FILTERED_COUNT_STEP) * FILTERED_COUNT_STEP;
}

/** Rows matching `where`, counted up to `bound` (null: exactly); `atLeast` when more match. */
async function countFiltered(db: Database, where: SQL | undefined, bound: number | null) {
  if (bound === null) return { n: await countInvoices(db, where), atLeast: false };
  const matching = db
    .select({ one: sql`1` })
    .from(invoices)
    .where(where)
    .limit(bound + 1)
    .as("matching");
  const [{ n }] = await db.select({ n: count() }).from(matching);
  return n > bound ? { n: bound, atLeast: true } : { n, atLeast: false };
}

/** Every invoice, from the row the triggers of migration 0011 keep exact. */
async function allInvoices(db: Database): Promise<number> {
  const [row] = await db.select({ n: invoiceTotals.count }).from(invoiceTotals);
  return row?.n ?? 0;
}

async function countInvoices(db: Database, where: SQL | undefined): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(invoices).where(where);
  return n;
}

/** Records that the client has seen these invoices (those already recorded are left alone). */
export async function recordInvoiceViews(db: Database, clientId: string, invoiceIds: string[]): Promise<void> {
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
