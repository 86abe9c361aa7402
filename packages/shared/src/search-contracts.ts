import { z } from "zod";
import { INVOICE_STATUSES, REVISION_STATUSES, TICKET_STATUSES } from "./constants.ts";

/** Results shown per kind; each kind's total tells whether there are more. */
export const SEARCH_RESULTS_PER_KIND = 5;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

/** `GET /api/admin/search?q=`: the admin's one search box, across clients, invoices, tickets and revision requests. */
export const globalSearchQuery = z.object({
  q: z.string().trim().min(SEARCH_MIN_LENGTH).max(SEARCH_MAX_LENGTH),
});

const kindResults = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

export const globalSearchResponse = z.object({
  clients: kindResults(
    z.object({ id: z.string(), email: z.string(), fullName: z.string(), businessName: z.string().nullable() }),
  ),
  invoices: kindResults(
    z.object({
      id: z.string(),
      invoiceNumber: z.string(),
      description: z.string(),
      amountCents: z.number().int(),
      status: z.enum(INVOICE_STATUSES),
      clientEmail: z.string(),
    }),
  ),
  tickets: kindResults(
    z.object({
      id: z.string(),
      ticketNumber: z.number().int(),
      subject: z.string().nullable(),
      status: z.enum(TICKET_STATUSES),
      clientEmail: z.string().nullable(),
    }),
  ),
  revisions: kindResults(
    z.object({
      id: z.string(),
      requestNumber: z.number().int(),
      description: z.string(),
      status: z.enum(REVISION_STATUSES),
      clientEmail: z.string(),
    }),
  ),
});
export type GlobalSearchResponse = z.infer<typeof globalSearchResponse>;
export type SearchKind = keyof GlobalSearchResponse;
