import { formatCents } from "@portal/shared/format";
import { type createInvoiceRequest, isPayable } from "@portal/shared/invoice-contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { invoices, profiles } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";
import { deleteStoredFiles, sniffContentType, storeUpload } from "../files/index.ts";
import { type NotificationTiming, notify } from "../notifications/index.ts";
import { INVOICE_FILE_MAX_BYTES, invoiceFileName } from "./invoice-files.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "config">;
type Invoice = typeof invoices.$inferSelect;

/** Tells the client's and the admins' open screens to refetch. */
export async function publishInvoicesChanged(deps: Pick<AppDeps, "providers">, clientId: string | null): Promise<void> {
  const { events } = deps.providers;
  const event = { type: "invoices.changed", data: {} } as const;
  await Promise.all([
    events.publish({ ...event, audience: "admins" }),
    clientId ? events.publish({ ...event, audience: clientId }) : undefined,
  ]);
}

/** The client an invoice is made for; another role or an unknown id is refused. */
export async function findInvoiceClient(db: Database, clientId: string) {
  const [client] = await db
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.id, clientId), eq(profiles.role, "client")))
    .limit(1);
  if (!client) throw new AppError("client_not_found", "Choose a client.");
  return client;
}

/**
 * Adds a manual invoice. The number comes from `generate_invoice_number()`; an attached file is
 * checked by its bytes before anything is written, and stored as `{number}.{ext}`. The client's and
 * the admins' screens hear of it.
 */
export async function createInvoice(
  deps: Deps,
  actor: AuditActor,
  input: z.output<typeof createInvoiceRequest>,
  file: File | null,
): Promise<Invoice> {
  const files = { db: deps.db, storage: deps.providers.storage };
  const client = await findInvoiceClient(deps.db, input.clientId);
  let contentType: string | null = null;
  if (file) {
    if (file.size > INVOICE_FILE_MAX_BYTES) throw new AppError("file_too_large", `${file.name} is too large.`);
    contentType = await sniffContentType(new Uint8Array(await file.arrayBuffer()), "invoice");
    if (!contentType) throw new AppError("invalid_file_type", `${file.name} is not a PDF, JPG or PNG file.`);
  }
  const number = await nextInvoiceNumber(deps.db);
  const stored =
    file && contentType
      ? await storeUpload(files, {
          ownerId: client.id,
          purpose: "invoice_file",
          file,
          kind: "invoice",
          maxBytes: INVOICE_FILE_MAX_BYTES,
          fileName: invoiceFileName(number, contentType),
        })
      : null;
  let row: Invoice;
  try {
    row = await deps.db.transaction(async (tx) => {
      const created = await insertInvoice(tx, actor, client, {
        invoiceNumber: number,
        amountCents: input.amount,
        description: input.description,
        dueDate: input.dueDate,
        status: input.status,
        fileId: stored?.id ?? null,
        purchaseType: "manual",
      });
      await notifyInvoiceCreated(tx, deps.config.notifications.timing, created);
      return created;
    });
  } catch (error) {
    if (stored) await deleteStoredFiles(files, [stored.id]);
    throw error;
  }
  await publishInvoicesChanged(deps, row.clientId);
  return row;
}

export async function findInvoice(db: Database, id: string): Promise<Invoice> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  if (!row) throw new AppError("invoice_not_found", "Invoice not found.");
  return row;
}

/**
 * Invoices paid through checkout (or a subscription renewal) record a payment the provider made:
 * they are kept as issued. Only invoices without a provider payment can be changed.
 */
export const changeable = (id: string) => and(eq(invoices.id, id), isNull(invoices.providerSessionId));

/** Why a change matched no row: the invoice is gone (404) or was paid through checkout (409). */
export async function refuseChange(db: Database, id: string): Promise<never> {
  await findInvoice(db, id);
  throw new AppError("invoice_paid_by_checkout", "Invoices paid through checkout cannot be edited or deleted.");
}

/** What the trail records of an invoice: the fields admins set. */
export function auditedInvoice(row: Invoice) {
  return { amountCents: row.amountCents, description: row.description, dueDate: row.dueDate, status: row.status };
}

type InvoiceClient = Awaited<ReturnType<typeof findInvoiceClient>>;

/** Writes a new invoice (manual or test) for `client` and the trail's entry for it, in the caller's transaction. */
export async function insertInvoice(
  tx: Transaction,
  actor: AuditActor,
  client: InvoiceClient,
  values: Omit<typeof invoices.$inferInsert, "clientId" | "clientEmail">,
): Promise<Invoice> {
  const [row] = await tx
    .insert(invoices)
    .values({ ...values, clientId: client.id, clientEmail: client.email })
    .returning();
  await recordAudit(tx, {
    kind: "invoice_created",
    actor,
    targetId: row.id,
    targetLabel: row.invoiceNumber,
    person: row.clientId,
    after: auditedInvoice(row),
  });
  return row;
}

/** Tells the invoice's client of it, with the write that made it. */
export async function notifyInvoiceCreated(tx: Transaction, timing: NotificationTiming, row: Invoice): Promise<void> {
  if (!row.clientId) return;
  await notify(tx, timing, {
    key: `invoice.created:${row.id}`,
    kind: "invoice_created",
    to: row.clientId,
    data: { invoiceId: row.id, number: row.invoiceNumber, amount: formatCents(row.amountCents), payable: isPayable(row) },
  });
}

/** Deletes an invoice and its file. */
export async function deleteInvoice(deps: Deps, actor: AuditActor, id: string): Promise<Invoice> {
  const row = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(invoices).where(changeable(id)).returning();
    if (deleted) {
      await recordAudit(tx, {
        kind: "invoice_deleted",
        actor,
        targetId: id,
        targetLabel: deleted.invoiceNumber,
        person: deleted.clientId,
        before: auditedInvoice(deleted),
      });
    }
    return deleted;
  });
  if (!row) return refuseChange(deps.db, id);
  if (row.fileId) await deleteStoredFiles({ db: deps.db, storage: deps.providers.storage }, [row.fileId]);
  await publishInvoicesChanged(deps, row.clientId);
  return row;
}

/** A fresh number from the database sequence (unique under concurrency; gaps tolerated). */
export async function nextInvoiceNumber(db: Database): Promise<string> {
  const result = await db.execute<{ number: string }>(sql`SELECT generate_invoice_number() AS number`);
  return result.rows[0].number;
}
