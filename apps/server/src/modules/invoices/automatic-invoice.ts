import type { BillingType } from "@portal/shared/constants";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invoices } from "../../db/schema/index.ts";
import type { FileStorage } from "../../providers/storage/file-storage.ts";
import type { NotificationTiming } from "../notifications/index.ts";
import { attachGeneratedPdf } from "./generated-pdf.ts";
import { notifyInvoiceCreated } from "./invoice-service.ts";

export interface AutomaticInvoiceInput {
  clientId: string | null;
  clientEmail: string;
  amountCents: number;
  description: string;
  billingType: BillingType;
  featureOrPackageName: string;
  providerSessionId: string | null;
  purchaseId: string | null;
}

/**
 * Records a paid invoice for a completed checkout and renders its PDF. Idempotent on
 * `providerSessionId`: a repeated call (webhook retry, concurrent delivery) returns the invoice
 * already made for that session, and renders its PDF if an earlier attempt did not get that far.
 * The client is notified of a new invoice together with its row.
 */
export async function createAutomaticInvoice(
  deps: { db: Database; storage: FileStorage; timing: NotificationTiming },
  input: AutomaticInvoiceInput,
): Promise<{ id: string; invoiceNumber: string }> {
  const existing = input.providerSessionId ? await findBySession(deps.db, input.providerSessionId) : undefined;
  let invoice = existing;
  if (!invoice) {
    const inserted = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(invoices)
        .values({
          clientId: input.clientId,
          clientEmail: input.clientEmail,
          invoiceNumber: sql`generate_invoice_number()`,
          amountCents: input.amountCents,
          description: input.description,
          status: "paid",
          purchaseType: "automatic",
          billingType: input.billingType,
          featureOrPackageName: input.featureOrPackageName,
          providerSessionId: input.providerSessionId,
          purchaseId: input.purchaseId,
        })
        .onConflictDoNothing({ target: invoices.providerSessionId })
        .returning();
      if (row) await notifyInvoiceCreated(tx, deps.timing, row);
      return row;
    });
    invoice = inserted ?? (input.providerSessionId ? await findBySession(deps.db, input.providerSessionId) : undefined);
    if (!invoice) throw new Error("automatic invoice could not be recorded");
  }
  if (!invoice.fileId) await attachGeneratedPdf(deps, invoice);
  return { id: invoice.id, invoiceNumber: invoice.invoiceNumber };
}

async function findBySession(db: Database, sessionId: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.providerSessionId, sessionId)).limit(1);
  return row;
}
