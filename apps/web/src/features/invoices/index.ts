/** The invoices feature's public entry: what the app's routes and other features may use. */
export { useAdminInvoices } from "./api/get-admin-invoices";
export { invoiceKeys } from "./api/query-keys";
export { AddInvoiceDialog } from "./components/add-invoice-dialog";
export { InvoiceAdminActions } from "./components/invoice-admin-actions";
export { formatInvoiceDate } from "./components/invoice-format";
export { InvoiceStatusBadge } from "./components/invoice-status-badge";
