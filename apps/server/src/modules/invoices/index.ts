/** The invoices module's public entry: what other modules and the seed may use. */
export { createAutomaticInvoice } from "./automatic-invoice.ts";
export { attachGeneratedPdf } from "./generated-pdf.ts";
export { INVOICE_CSV_HEADER } from "./invoice-export-service.ts";
export { INVOICE_FILE_MAX_BYTES } from "./invoice-files.ts";
export { loadInvoiceFonts } from "./invoice-fonts.ts";
export { invoiceIssuer, renderInvoicePdf } from "./invoice-pdf.ts";
export { markOverdueInvoices, sendDueSoonReminders, sendOverdueReminders } from "./invoice-schedule-service.ts";
export { publishInvoicesChanged } from "./invoice-service.ts";
export { loadPdfLibraries } from "./pdf-libraries.ts";
export { drawTextLine, singleLine, type TextStyle, wrapText } from "./pdf-text.ts";
