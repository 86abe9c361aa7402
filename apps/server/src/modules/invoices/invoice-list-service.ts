import type { InvoiceListResponse, InvoiceSummary } from "@portal/shared/invoice-contracts";
import { INVOICE_SORT, type InvoiceSortKey, invoicePaymentPath, isPayable } from "@portal/shared/invoice-contracts";
import { invoiceSearchPattern } from "@portal/shared/invoice-filters";
import type { SortDirection, SortOrder } from "@portal/shared/pagination";
import { and, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { countBoundFor, countUpTo } from "../../db/bounded-count.ts";
import type { Database } from "../../db/client.ts";
import { preparedPerShape } from "../../db/prepared.ts";
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
  /** Whose "viewed" marks count on a client's own list: the person of the company looking (decision 115). */
  readerId?: string;
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
  return (await listInvoicePage(db, input)).page;
}

/**
 * The page, and for a client's own list the shown invoices they have not viewed yet. For one
 * client the page, their invoice count and whether each row was viewed come back in one
 * statement (scalar subqueries on the rows); an empty page counts on its own.
 */
async function listInvoicePage(
  db: Database,
  input: ListInvoicesInput,
): Promise<{ page: InvoiceListResponse; unviewedIds: string[] }> {
  const scope = input.clientId ? eq(invoices.clientId, input.clientId) : undefined;
  const filters = invoiceFilters(input);
  const filtered = filters.some((f) => f);
  const where = and(scope, ...filters);
  const [rows, counted] = await Promise.all([
    input.clientId && !filtered
      ? ownPageQuery(db, invoiceSort(input)).execute({
          clientId: input.clientId,
          readerId: input.readerId ?? input.clientId,
          limit: input.pageSize,
          offset: (input.page - 1) * input.pageSize,
        })
      : pageRows(db, where, input),
    filtered ? countUpTo(db, invoices, where, scope ? null : countBoundFor(input)) : undefined,
  ]);
  const overall = rows[0]?.overall ?? (scope ? (await countUpTo(db, invoices, scope, null)).n : await allInvoices(db));
  const total = counted ?? { n: overall, atLeast: false };

  const page: InvoiceListResponse = {
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
        paymentLink: isPayable(invoice) ? invoicePaymentPath(invoice.id) : null,
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
  return { page, unviewedIds: rows.filter((r) => r.viewed === false).map((r) => r.invoice.id) };
}

/**
 * The page's rows: picked from `invoices` alone (straight off the order index), then joined. For
 * one client, whether they viewed each row and their invoice count come along; for every client, the
 * count of every invoice (the row migration 0011 keeps), so page and overall count are one round trip.
 */
function pageRowsQuery(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  window: { limit: Limit; offset: Limit },
  clientId?: ClientId,
  readerId: ClientId | undefined = clientId,
) {
  const pageIds = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(where)
    .orderBy(...order)
    .limit(window.limit as number)
    .offset(window.offset as number)
    .as("page_ids");
  const viewed = clientId
    ? sql<boolean>`exists (select 1 from ${clientInvoiceViews} v where v.client_id = ${readerId} and v.invoice_id = ${invoices.id})`
    : sql<boolean>`true`;
  const overall = clientId
    ? sql<number>`(select count(*) from ${invoices} c where c.client_id = ${clientId})`.mapWith(Number)
    : sql<number>`(select ${invoiceTotals.count} from ${invoiceTotals})`.mapWith(Number);
  return db
    .select({
      invoice: invoices,
      clientName: profiles.fullName,
      profileEmail: profiles.email,
      file: { id: files.id, fileName: files.fileName, contentType: files.contentType },
      viewed,
      overall,
    })
    .from(pageIds)
    .innerJoin(invoices, eq(invoices.id, pageIds.id))
    .leftJoin(profiles, eq(profiles.id, invoices.clientId))
    .leftJoin(files, eq(files.id, invoices.fileId))
    .orderBy(...order);
}

type Limit = number | ReturnType<typeof sql.placeholder>;
type ClientId = string | ReturnType<typeof sql.placeholder>;

function pageRows(db: Database, where: SQL | undefined, input: ListInvoicesInput) {
  const order = listOrder(INVOICE_SORT_COLUMNS, invoiceSort(input), invoices.id);
  const window = { limit: input.pageSize, offset: (input.page - 1) * input.pageSize };
  return pageRowsQuery(db, where, order, window, input.clientId, input.readerId);
}

/**
 * A client's own unfiltered list, the one every visit of the invoices screen asks for: built once
 * per sort and kept as a named statement, so neither drizzle nor PostgreSQL's planner redo it on
 * every request (the plan depends on no value but the client's id).
 */
const ownPageQuery = preparedPerShape(
  (order: SortOrder<InvoiceSortKey>) => `${order.sort}:${order.dir}`,
  (db, order) => {
    const clientId = sql.placeholder("clientId");
    const window = { limit: sql.placeholder("limit"), offset: sql.placeholder("offset") };
    return pageRowsQuery(
      db,
      eq(invoices.clientId, clientId),
      listOrder(INVOICE_SORT_COLUMNS, order, invoices.id),
      window,
      clientId,
      sql.placeholder("readerId"),
    ).prepare(`client_invoices_${order.sort}_${order.dir}`);
  },
);

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

/**
 * Records that a person has seen these invoices (those already recorded are left alone). The
 * row's `client_id` is the person who looked, the owner or a colleague (decision 115).
 */
async function recordInvoiceViews(db: Database, readerId: string, invoiceIds: string[]): Promise<void> {
  if (invoiceIds.length === 0) return;
  await db
    .insert(clientInvoiceViews)
    .values(invoiceIds.map((invoiceId) => ({ clientId: readerId, invoiceId })))
    .onConflictDoNothing();
}

/**
 * A page of the client's own invoices; the invoices shown for the first time are recorded as
 * viewed, in one statement, and a page of already viewed invoices writes nothing (the list is
 * refetched on every visit and must stay a read).
 */
export async function listOwnInvoices(
  db: Database,
  clientId: string,
  query: Omit<ListInvoicesInput, "clientId" | "readerId">,
  readerId = clientId,
) {
  const { page, unviewedIds } = await listInvoicePage(db, { ...query, clientId, readerId });
  await recordInvoiceViews(db, readerId, unviewedIds);
  return page;
}

/** One of the client's own invoices, recorded as viewed the first time; another client's answers like a missing one. */
export async function openOwnInvoice(db: Database, clientId: string, id: string, readerId = clientId) {
  const [invoice, viewed] = await Promise.all([findInvoice(db, id), invoiceViewed(db, readerId, id)]);
  if (invoice.clientId !== clientId) throw new AppError("invoice_not_found", "Invoice not found.");
  if (!viewed) await recordInvoiceViews(db, readerId, [invoice.id]);
  return invoice;
}

async function invoiceViewed(db: Database, readerId: string, invoiceId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(clientInvoiceViews)
    .where(and(eq(clientInvoiceViews.clientId, readerId), eq(clientInvoiceViews.invoiceId, invoiceId)))
    .limit(1);
  return row !== undefined;
}
