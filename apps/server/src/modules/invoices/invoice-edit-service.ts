import type { EditableInvoice, invoiceChangesRequest } from "@portal/shared/invoice-edit-contracts";
import { eq, getTableColumns } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { Database } from "../../db/client.ts";
import { invoices } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { checkPrecondition, nextVersion, type Precondition, versionOf } from "../../lib/preconditions.ts";
import { type AuditActor, changedFields, recordAudit } from "../audit/index.ts";
import { auditedInvoice, changeable, publishInvoicesChanged, refuseChange } from "./invoice-service.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "config">;

/** An invoice row with its version (decision 075). */
const versionedInvoice = { ...getTableColumns(invoices), version: versionOf(invoices.updatedAt) };
type VersionedInvoice = { [K in keyof typeof invoices.$inferSelect]: (typeof invoices.$inferSelect)[K] } & {
  version: string;
};

const editableOf = (row: VersionedInvoice): EditableInvoice => ({
  id: row.id,
  invoiceNumber: row.invoiceNumber,
  amountCents: row.amountCents,
  description: row.description,
  dueDate: row.dueDate,
  status: row.status as EditableInvoice["status"],
  paidByCheckout: row.providerSessionId !== null,
});

/** One invoice as the edit dialog loads it, with its version (the ETag of the edit). */
export async function findEditableInvoice(db: Database, id: string) {
  const [row] = await db.select(versionedInvoice).from(invoices).where(eq(invoices.id, id)).limit(1);
  if (!row) throw new AppError("invoice_not_found", "Invoice not found.");
  return { invoice: editableOf(row), version: row.version };
}

/**
 * Saves an admin's edit: only the fields given change (decision 075). One that makes the invoice
 * paid is recorded as "marked paid". With a precondition, an invoice changed since its version
 * is refused.
 */
export async function updateInvoice(
  deps: Deps,
  actor: AuditActor,
  id: string,
  input: z.output<typeof invoiceChangesRequest>,
  precondition?: Precondition,
) {
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select(versionedInvoice).from(invoices).where(changeable(id)).for("update");
    if (!before) return null;
    await checkPrecondition(tx, precondition, before);
    const [after] = await tx
      .update(invoices)
      .set({
        amountCents: input.amount,
        description: input.description,
        dueDate: input.dueDate,
        status: input.status,
        updatedAt: nextVersion(invoices.updatedAt),
      })
      .where(eq(invoices.id, id))
      .returning(versionedInvoice);
    const changed = changedFields(auditedInvoice(before), auditedInvoice(after));
    if (Object.keys(changed.after).length > 0) {
      const markedPaid = before.status !== "paid" && after.status === "paid";
      await recordAudit(tx, {
        kind: markedPaid ? "invoice_marked_paid" : "invoice_updated",
        actor,
        targetId: id,
        targetLabel: after.invoiceNumber,
        person: after.clientId,
        ...changed,
      });
    }
    return after;
  });
  if (!row) return refuseChange(deps.db, id);
  await publishInvoicesChanged(deps, row.clientId);
  return { invoice: editableOf(row), version: row.version };
}
