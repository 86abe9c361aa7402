import { z } from "zod";
import { INVOICE_STATUSES } from "./constants.ts";
import { invoiceFieldsSchema } from "./invoice-contracts.ts";

const { amount, description } = invoiceFieldsSchema.shape;

/**
 * Edit Invoice as sent: only the fields the admin changed (decision 075); a field left out keeps
 * its value. The dialog validates the whole form with `invoiceFieldsSchema`, the server this.
 */
export const invoiceChangesRequest = z.object({
  amount: amount.optional(),
  description: description.optional(),
  /** "" or null clears the due date. */
  dueDate: z
    .union([z.iso.date({ message: "dateInvalid" }), z.literal("")])
    .nullable()
    .transform((v) => v || null)
    .optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
});
export type InvoiceChangesInput = z.input<typeof invoiceChangesRequest>;

/** One invoice as the edit dialog loads it (with its ETag). */
export const editableInvoice = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  amountCents: z.number().int(),
  description: z.string(),
  dueDate: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  paidByCheckout: z.boolean(),
});
export type EditableInvoice = z.infer<typeof editableInvoice>;
