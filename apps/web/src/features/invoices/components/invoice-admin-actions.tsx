import type { InvoiceSummary } from "@portal/shared/invoice-contracts";
import { DeleteInvoiceButton } from "./delete-invoice-button";
import { EditInvoiceDialog } from "./edit-invoice-dialog";

export function InvoiceAdminActions({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <>
      <EditInvoiceDialog invoice={invoice} />
      <DeleteInvoiceButton invoice={invoice} />
    </>
  );
}
