import { formatCents } from "@portal/shared/format";
import type { createInvoiceRequest, updateInvoiceRequest } from "@portal/shared/invoice-contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { invoices, profiles } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { FileStorage } from "../../providers/storage/file-storage.ts";
import { sniffContentType } from "../files/file-kinds.ts";
import { deleteStoredFiles, storeUpload } from "../files/service.ts";
import { type NotificationTiming, notify } from "../notifications/enqueue.ts";
import { INVOICE_FILE_MAX_BYTES, invoiceFileName } from "./invoice-files.ts";

type Deps = { db: Database; storage: FileStorage };
type Invoice = typeof invoices.$inferSelect;

/** The client an invoice is made for; another role or an unknown id is refused. */
export async function findInvoiceClient(db: Database, clientId: string) {
  const [client] = await db
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.id, clientId), eq(profiles.role, "client")))
    .limit(1);
  if (!client) throw new HttpError(400, "client_not_found", "Choose a client.");
  return client;
}

/** Clients for the Add Invoice dialog, ordered by e-mail. */
export function listInvoiceClients(db: Database) {
  return db
    .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.role, "client"))
    .orderBy(profiles.email);
}

/**
 * Adds a manual invoice. The number comes from `generate_invoice_number()`; an attached file is
 * checked by its bytes before anything is written, and stored as `{number}.{ext}`.
 */
export async function createInvoice(
  deps: Deps,
  input: z.output<typeof createInvoiceRequest>,
  file: File | null,
  timing: NotificationTiming,
): Promise<Invoice> {
  const client = await findInvoiceClient(deps.db, input.clientId);
  let contentType: string | null = null;
  if (file) {
    if (file.size > INVOICE_FILE_MAX_BYTES) throw new HttpError(400, "file_too_large", `${file.name} is too large.`);
    contentType = await sniffContentType(new Uint8Array(await file.arrayBuffer()), "invoice");
    if (!contentType) throw new HttpError(400, "invalid_file_type", `${file.name} is not a PDF, JPG or PNG file.`);
  }
  const number = await nextInvoiceNumber(deps.db);
  const stored =
    file && contentType
      ? await storeUpload(deps, {
          ownerId: client.id,
          purpose: "invoice_file",
          file,
          kind: "invoice",
          maxBytes: INVOICE_FILE_MAX_BYTES,
          fileName: invoiceFileName(number, contentType),
        })
      : null;
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(invoices)
        .values({
          clientId: client.id,
          clientEmail: client.email,
          invoiceNumber: number,
          amountCents: input.amount,
          description: input.description,
          dueDate: input.dueDate,
          status: input.status,
          fileId: stored?.id ?? null,
          purchaseType: "manual",
        })
        .returning();
      await notify(tx, timing, {
        key: `invoice.created:${row.id}`,
        kind: "invoice_created",
        to: client.id,
        data: { invoiceId: row.id, number: row.invoiceNumber, amount: formatCents(row.amountCents) },
      });
      return row;
    });
  } catch (error) {
    if (stored) await deleteStoredFiles(deps, [stored.id]);
    throw error;
  }
}

export async function findInvoice(db: Database, id: string): Promise<Invoice> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  if (!row) throw new HttpError(404, "invoice_not_found", "Invoice not found.");
  return row;
}

/**
 * Invoices paid through checkout (or a subscription renewal) record a payment the provider made:
 * they are kept as issued. Only invoices without a provider payment can be changed.
 */
const changeable = (id: string) => and(eq(invoices.id, id), isNull(invoices.providerSessionId));

/** Why a change matched no row: the invoice is gone (404) or was paid through checkout (409). */
async function refuseChange(db: Database, id: string): Promise<never> {
  await findInvoice(db, id);
  throw new HttpError(409, "invoice_paid_by_checkout", "Invoices paid through checkout cannot be edited or deleted.");
}

export async function updateInvoice(db: Database, id: string, input: z.output<typeof updateInvoiceRequest>): Promise<Invoice> {
  const [row] = await db
    .update(invoices)
    .set({
      amountCents: input.amount,
      description: input.description,
      dueDate: input.dueDate,
      status: input.status,
    })
    .where(changeable(id))
    .returning();
  return row ?? refuseChange(db, id);
}

/** Deletes an invoice and its file. */
export async function deleteInvoice(deps: Deps, id: string): Promise<Invoice> {
  const [row] = await deps.db.delete(invoices).where(changeable(id)).returning();
  if (!row) return refuseChange(deps.db, id);
  if (row.fileId) await deleteStoredFiles(deps, [row.fileId]);
  return row;
}

/** A fresh number from the database sequence (unique under concurrency; gaps tolerated). */
export async function nextInvoiceNumber(db: Database): Promise<string> {
  const result = await db.execute<{ number: string }>(sql`SELECT generate_invoice_number() AS number`);
  return result.rows[0].number;
}
