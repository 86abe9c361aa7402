import type { BillingType, InvoiceStatus, PurchaseType } from "@portal/shared/constants";
import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { invoices } from "../schema/index.ts";

export interface InvoiceFactoryInput {
  clientId: string | null;
  clientEmail: string;
  amountCents?: number;
  description?: string;
  /** yyyy-MM-dd; today when omitted. */
  invoiceDate?: string;
  dueDate?: string | null;
  status?: InvoiceStatus;
  /** When it was paid (paid invoices only); the database's trigger says now() when omitted. */
  paidAt?: Date;
  purchaseType?: PurchaseType;
  billingType?: BillingType | null;
  featureOrPackageName?: string | null;
  fileId?: string | null;
}

/** Inserts an invoice numbered by `generate_invoice_number()`; used by the demo data and by tests. */
export async function insertInvoice(db: Database, input: InvoiceFactoryInput) {
  const [row] = await db
    .insert(invoices)
    .values({
      clientId: input.clientId,
      clientEmail: input.clientEmail,
      invoiceNumber: sql`generate_invoice_number()`,
      amountCents: input.amountCents ?? 10_000,
      description: input.description ?? "Website work",
      invoiceDate: input.invoiceDate,
      dueDate: input.dueDate ?? null,
      status: input.status ?? "pending",
      paidAt: input.paidAt,
      purchaseType: input.purchaseType ?? "manual",
      billingType: input.billingType ?? null,
      featureOrPackageName: input.featureOrPackageName ?? null,
      fileId: input.fileId ?? null,
    })
    .returning();
  return row;
}
