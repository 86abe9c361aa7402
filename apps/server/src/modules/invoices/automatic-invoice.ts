import type { BillingType } from "@portal/shared/constants";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invoices, milestones } from "../../db/schema/index.ts";
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
  /** An invoice a milestone issues (decisions 098, 103): unpaid, due on `dueDate`, one per milestone. */
  milestone?: { id: string; dueDate: string };
}

/**
 * Records a paid invoice for a completed checkout, or the unpaid invoice of an approved milestone,
 * and renders its PDF. Idempotent on `providerSessionId` (or the milestone): a repeated call
 * (webhook retry, concurrent delivery, a second instance) returns the invoice already made, and
 * renders its PDF if an earlier attempt did not get that far. The client is notified of a new
 * invoice together with its row.
 */
export async function createAutomaticInvoice(
  deps: { db: Database; storage: FileStorage; timing: NotificationTiming },
  input: AutomaticInvoiceInput,
): Promise<{ id: string; invoiceNumber: string }> {
  const find = () =>
    input.milestone
      ? findByMilestone(deps.db, input.milestone.id)
      : input.providerSessionId
        ? findBySession(deps.db, input.providerSessionId)
        : Promise.resolve(undefined);
  const existing = await find();
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
          status: input.milestone ? "pending" : "paid",
          dueDate: input.milestone?.dueDate ?? null,
          milestoneId: input.milestone?.id ?? null,
          purchaseType: "automatic",
          billingType: input.billingType,
          featureOrPackageName: input.featureOrPackageName,
          providerSessionId: input.providerSessionId,
          purchaseId: input.purchaseId,
        })
        .onConflictDoNothing({ target: input.milestone ? invoices.milestoneId : invoices.providerSessionId })
        .returning();
      if (row) await notifyInvoiceCreated(tx, deps.timing, row);
      // The milestone is invoiced for good: its schedule does not issue another (decision 103).
      if (row && input.milestone)
        await tx.update(milestones).set({ invoicedAt: sql`now()` }).where(eq(milestones.id, input.milestone.id));
      return row;
    });
    invoice = inserted ?? (await find());
    if (!invoice) throw new Error("automatic invoice could not be recorded");
  }
  if (!invoice.fileId) await attachGeneratedPdf(deps, invoice);
  return { id: invoice.id, invoiceNumber: invoice.invoiceNumber };
}

async function findByMilestone(db: Database, milestoneId: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.milestoneId, milestoneId)).limit(1);
  return row;
}

async function findBySession(db: Database, sessionId: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.providerSessionId, sessionId)).limit(1);
  return row;
}
