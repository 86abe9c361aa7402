import type { BulkRefusal, InvoiceBulkRequest } from "@portal/shared/bulk-contracts";
import { inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { invoices } from "../../db/schema/index.ts";
import { refusalsOf, refuseIfAny } from "../../lib/bulk-refusal.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";
import { deleteStoredFiles } from "../files/index.ts";
import { auditedInvoice, publishInvoicesChanged } from "./invoice-service.ts";

type Deps = Pick<AppDeps, "db" | "providers">;
type InvoiceRow = typeof invoices.$inferSelect;

/** Why one invoice cannot take the action: the same rules as changing it alone. */
function refusalOf(action: InvoiceBulkRequest["action"], invoice: InvoiceRow): BulkRefusal | null {
  const refuse = (reason: BulkRefusal["reason"]) => ({ id: invoice.id, label: invoice.invoiceNumber, reason });
  // Paid through checkout: a payment the provider made, kept as issued.
  if (invoice.providerSessionId !== null) return refuse("paid_by_checkout");
  if (action === "markPaid" && invoice.status === "paid") return refuse("already_paid");
  return null;
}

/**
 * Marks the chosen invoices paid, or deletes them, all in one transaction with the rows locked:
 * when any of them cannot take the action (gone, paid through checkout, already paid), nothing
 * changes and the refusal names each. Each invoice changed gets its audit entry, as when changed
 * alone. Deleted invoices' files go after the commit.
 */
export async function bulkChangeInvoices(deps: Deps, actor: AuditActor, input: InvoiceBulkRequest): Promise<{ changed: number }> {
  const rows = await deps.db.transaction(async (tx) => {
    const locked = await tx.select().from(invoices).where(inArray(invoices.id, input.ids)).for("update");
    refuseIfAny(refusalsOf(input.ids, locked, (row) => refusalOf(input.action, row)));
    if (input.action === "markPaid") await tx.update(invoices).set({ status: "paid" }).where(inArray(invoices.id, input.ids));
    else await tx.delete(invoices).where(inArray(invoices.id, input.ids));
    for (const row of locked) {
      const target = { actor, targetId: row.id, targetLabel: row.invoiceNumber, person: row.clientId };
      if (input.action === "markPaid") {
        await recordAudit(tx, {
          kind: "invoice_marked_paid",
          ...target,
          before: { status: row.status },
          after: { status: "paid" },
        });
      } else {
        await recordAudit(tx, { kind: "invoice_deleted", ...target, before: auditedInvoice(row) });
      }
    }
    return locked;
  });
  const fileIds = input.action === "delete" ? rows.flatMap((row) => row.fileId ?? []) : [];
  if (fileIds.length > 0) await deleteStoredFiles({ db: deps.db, storage: deps.providers.storage }, fileIds);
  for (const clientId of new Set(rows.map((row) => row.clientId))) await publishInvoicesChanged(deps, clientId);
  return { changed: rows.length };
}
