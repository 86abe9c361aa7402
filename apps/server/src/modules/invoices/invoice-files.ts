import { INVOICE_FILE_MAX_BYTES } from "@portal/shared/invoice-contracts";
import { singleFileUpload } from "../../lib/multipart/upload-spec.ts";

export { INVOICE_FILE_MAX_BYTES };

/** An invoice's multipart body: one optional PDF, JPG or PNG (by content) in `file`. */
export const INVOICE_UPLOAD = singleFileUpload({
  fileField: "file",
  maxFileBytes: INVOICE_FILE_MAX_BYTES,
  kind: "invoice",
  tooLarge: "The file is larger than 10 MB.",
  tooMany: "Attach one file only.",
});

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
};

/** The name an invoice file is saved under: `{invoice_number}.pdf` (or .jpg/.png for images). */
export function invoiceFileName(invoiceNumber: string, contentType: string): string {
  return `${invoiceNumber}.${EXTENSIONS[contentType] ?? "pdf"}`;
}
