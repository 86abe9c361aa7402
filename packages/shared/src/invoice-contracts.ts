import { z } from "zod";
import { BILLING_TYPES, INVOICE_STATUSES, PURCHASE_TYPES } from "./constants.ts";
import { parseAmountToCents } from "./format.ts";
import { INVOICE_SEARCH_MAX } from "./invoice-filters.ts";
import { pageInfoFields, pageQueryFields, sortContract } from "./pagination.ts";

/** Largest amount accepted for one invoice: $1,000,000.00. */
export const INVOICE_AMOUNT_MAX_CENTS = 100_000_000;
export const INVOICE_DESCRIPTION_MAX = 1000;
/** Accepted invoice file extensions (the server also checks the bytes). */
export const INVOICE_FILE_ACCEPT = ".pdf,.jpg,.jpeg,.png";
/** Largest invoice file accepted from an admin (the spec gives no limit; see decision 006c). */
export const INVOICE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const TEST_INVOICE_DEFAULTS = {
  amount: "29.99",
  billingType: "one_time",
  status: "paid",
  numberPrefix: "TEST-",
} as const;

const isoDate = z.iso.date({ message: "dateInvalid" });

/** A typed amount ("29.99") carried as exact cents. */
const amount = z
  .string({ message: "amountRequired" })
  .trim()
  .min(1, { message: "amountRequired" })
  .transform((value, ctx) => {
    const cents = parseAmountToCents(value);
    if (cents === null || cents > INVOICE_AMOUNT_MAX_CENTS) {
      ctx.addIssue({ code: "custom", message: "amountInvalid" });
      return z.NEVER;
    }
    return cents;
  });

const description = z
  .string({ message: "descriptionRequired" })
  .trim()
  .min(1, { message: "descriptionRequired" })
  .max(INVOICE_DESCRIPTION_MAX, { message: "descriptionTooLong" });

/** An optional date field: "" (an emptied picker) means none. */
const optionalDate = z
  .union([isoDate, z.literal("")])
  .optional()
  .nullable()
  .transform((v) => v || null);

/** Edit Invoice: the fields an admin may change. */
export const invoiceFieldsSchema = z.object({
  amount,
  description,
  dueDate: optionalDate,
  status: z.enum(INVOICE_STATUSES).default("pending"),
});
export type InvoiceFieldsInput = z.input<typeof invoiceFieldsSchema>;

/** Add Invoice (sent as multipart with an optional `file`). */
export const createInvoiceRequest = invoiceFieldsSchema.extend({
  clientId: z.uuid({ message: "clientRequired" }),
});
export type CreateInvoiceInput = z.input<typeof createInvoiceRequest>;

/** The admin test-invoice card. */
export const testInvoiceRequest = z.object({
  clientId: z.uuid({ message: "clientRequired" }),
  amount,
  description,
  billingType: z.enum(BILLING_TYPES).default("one_time"),
});
export type TestInvoiceInput = z.input<typeof testInvoiceRequest>;

/** Columns the invoice lists sort by ("client" is the e-mail kept on the invoice); newest first by default. */
export const INVOICE_SORT = sortContract(["number", "client", "amount", "date", "dueDate", "status"], {
  sort: "date",
  dir: "desc",
});
export type InvoiceSortKey = (typeof INVOICE_SORT.keys)[number];

const listQueryFields = z.object({
  search: z.string().trim().max(INVOICE_SEARCH_MAX).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  ...pageQueryFields,
  ...INVOICE_SORT.fields,
});
const orderedRange = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

export const invoiceListQuery = listQueryFields.refine(orderedRange, {
  message: "dateRangeInvalid",
  path: ["to"],
});
export type InvoiceListQuery = z.input<typeof invoiceListQuery>;

/** The admin list may be narrowed to one client (the user-detail page). */
export const adminInvoiceListQuery = listQueryFields
  .extend({ clientId: z.uuid().optional() })
  .refine(orderedRange, { message: "dateRangeInvalid", path: ["to"] });
export type AdminInvoiceListQuery = z.input<typeof adminInvoiceListQuery>;

export const invoiceFile = z.object({
  id: z.string(),
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
});

export const invoiceSummary = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  clientId: z.string().nullable(),
  clientEmail: z.string(),
  clientName: z.string().nullable(),
  amountCents: z.number().int(),
  description: z.string(),
  featureOrPackageName: z.string().nullable(),
  invoiceDate: z.string(),
  dueDate: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  purchaseType: z.enum(PURCHASE_TYPES),
  billingType: z.enum(BILLING_TYPES).nullable(),
  /** Paid through checkout or a subscription renewal: kept as issued, never edited or deleted. */
  paidByCheckout: z.boolean(),
  /**
   * Where the client pays an unpaid invoice (decision 105): the portal's page that opens its
   * checkout (Stripe Checkout or the sandbox's). Null once paid, or when the client is gone.
   */
  paymentLink: z.string().nullable(),
  file: invoiceFile.nullable(),
  createdAt: z.string(),
});

/** The portal's path that opens the checkout of an unpaid invoice (the list's Pay, and the e-mail's link). */
export function invoicePaymentPath(invoiceId: string): string {
  return `/dashboard/invoices?pay=${invoiceId}`;
}

/** Whether the invoice can be paid by its client: unpaid, with a client. */
export function isPayable(invoice: { status: string; clientId: string | null }): boolean {
  return invoice.status !== "paid" && invoice.clientId !== null;
}
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const invoiceListResponse = z.object({
  invoices: z.array(invoiceSummary),
  ...pageInfoFields,
});
export type InvoiceListResponse = z.infer<typeof invoiceListResponse>;

export const invoiceClient = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
});
export type InvoiceClient = z.infer<typeof invoiceClient>;

export const INVOICE_CLIENTS_PAGE = 20;
export const INVOICE_CLIENTS_MAX = 50;
/** The client picker's search: a name, e-mail or phone fragment (blank = the first clients), one page. */
export const invoiceClientsQuery = z.object({
  q: z.string().trim().max(100).optional().default(""),
  limit: z.coerce.number().int().min(1).max(INVOICE_CLIENTS_MAX).optional().default(INVOICE_CLIENTS_PAGE),
});
export type InvoiceClientsQuery = z.input<typeof invoiceClientsQuery>;
/** Clients in natural order ("scale2" before "scale10"); `hasMore` when the page was cut. */
export const invoiceClientsResponse = z.object({ clients: z.array(invoiceClient), hasMore: z.boolean() });
export type InvoiceClientsResponse = z.infer<typeof invoiceClientsResponse>;
