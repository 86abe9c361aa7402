/** Largest invoice file accepted from an admin (the spec gives no limit; see decision 006). */
export const INVOICE_FILE_MAX_BYTES = 10 * 1024 * 1024;

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
};

/** The name an invoice file is saved under: `{invoice_number}.pdf` (or .jpg/.png for images). */
export function invoiceFileName(invoiceNumber: string, contentType: string): string {
  return `${invoiceNumber}.${EXTENSIONS[contentType] ?? "pdf"}`;
}
