import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invoices } from "../../db/schema/index.ts";
import { renderPdf } from "../../pdf/render-pdf.ts";
import type { FileStorage } from "../../providers/storage/file-storage.ts";
import { getAgencySettings } from "../agency/index.ts";
import { deleteStoredFiles, storeUpload } from "../files/index.ts";
import { INVOICE_FILE_MAX_BYTES } from "./invoice-files.ts";
import { invoiceIssuer } from "./invoice-pdf.ts";

type Invoice = typeof invoices.$inferSelect;

/**
 * Renders the invoice's PDF (issued by the agency as its settings say now), stores it as the
 * client's file and links it to the invoice.
 */
export async function attachGeneratedPdf(deps: { db: Database; storage: FileStorage }, invoice: Invoice): Promise<void> {
  const bytes = await renderPdf({ kind: "invoice", input: invoice, issuer: invoiceIssuer(await getAgencySettings(deps.db)) });
  const fileName = `${invoice.invoiceNumber}.pdf`;
  const stored = await storeUpload(deps, {
    ownerId: invoice.clientId,
    purpose: "invoice_file",
    file: new File([bytes], fileName, { type: "application/pdf" }),
    kind: "invoice",
    maxBytes: INVOICE_FILE_MAX_BYTES,
    fileName,
  });
  // Only the first of two racing renders is linked; the other's file is removed again.
  const linked = await deps.db
    .update(invoices)
    .set({ fileId: stored.id })
    .where(and(eq(invoices.id, invoice.id), isNull(invoices.fileId)))
    .returning({ id: invoices.id });
  if (linked.length === 0) await deleteStoredFiles(deps, [stored.id]);
}
