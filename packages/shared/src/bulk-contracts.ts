import { z } from "zod";
import { FULFILMENT_STATUSES, TICKET_STATUSES } from "./constants.ts";

/**
 * Bulk actions of the admin lists: the rows chosen on one page (at most a page's worth), changed
 * all together or not at all. When any row cannot take the change, nothing changes and the answer
 * (`bulk_refused`, 409) names each such row and why.
 */
export const BULK_MAX = 100;

/** The chosen rows: 1 to BULK_MAX ids, each once (the screens never send otherwise). */
const bulkIds = z
  .array(z.uuid())
  .min(1)
  .max(BULK_MAX)
  .refine((ids) => new Set(ids).size === ids.length, { message: "Each row can be chosen once." });

export const INVOICE_BULK_ACTIONS = ["markPaid", "delete"] as const;
export type InvoiceBulkAction = (typeof INVOICE_BULK_ACTIONS)[number];
export const invoiceBulkRequest = z.object({ action: z.enum(INVOICE_BULK_ACTIONS), ids: bulkIds });
export type InvoiceBulkRequest = z.infer<typeof invoiceBulkRequest>;

export const ticketBulkStatusRequest = z.object({ status: z.enum(TICKET_STATUSES), ids: bulkIds });
export type TicketBulkStatusRequest = z.infer<typeof ticketBulkStatusRequest>;

/** Assigns the chosen tickets to one admin, or to nobody (`assigneeId: null`). */
export const ticketBulkAssignRequest = z.object({ assigneeId: z.uuid().nullable(), ids: bulkIds });
export type TicketBulkAssignRequest = z.infer<typeof ticketBulkAssignRequest>;

export const purchaseBulkStatusRequest = z.object({ status: z.enum(FULFILMENT_STATUSES), ids: bulkIds });
export type PurchaseBulkStatusRequest = z.infer<typeof purchaseBulkStatusRequest>;

export const bulkResponse = z.object({ changed: z.number().int() });

/** Why one chosen row refused a bulk change. */
export const BULK_REFUSAL_REASONS = ["not_found", "paid_by_checkout", "already_paid"] as const;
export type BulkRefusalReason = (typeof BULK_REFUSAL_REASONS)[number];

/** The `details` of a `bulk_refused` answer: each refusing row, named as the list shows it. */
export interface BulkRefusal {
  id: string;
  /** The invoice or ticket number, or the feature's name; the id when the row is gone. */
  label: string;
  reason: BulkRefusalReason;
}
export const bulkRefusedDetails = z.object({
  refused: z.array(z.object({ id: z.string(), label: z.string(), reason: z.enum(BULK_REFUSAL_REASONS) })),
});
