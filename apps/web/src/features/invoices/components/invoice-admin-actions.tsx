import type { InvoiceSummary } from "@portal/shared/invoice-contracts";
import { Lock, Pencil, Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { DeleteInvoiceButton } from "./delete-invoice-button";
import { EditInvoiceDialog } from "./edit-invoice-dialog";

export function InvoiceAdminActions({ invoice }: { invoice: InvoiceSummary }) {
  if (invoice.paidByCheckout) return <LockedActions invoice={invoice} />;
  return (
    <>
      <EditInvoiceDialog invoice={invoice} />
      <DeleteInvoiceButton invoice={invoice} />
    </>
  );
}

/**
 * A payment the provider made is kept as issued: the actions stay visible, disabled, with the
 * reason on its own line under them (the actions cell is narrow; it must not push the table wider).
 */
function LockedActions({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation("invoices");
  const reason = useId();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        disabled
        aria-label={t("editInvoiceOf", { number: invoice.invoiceNumber })}
        aria-describedby={reason}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        disabled
        aria-label={t("deleteInvoiceOf", { number: invoice.invoiceNumber })}
        aria-describedby={reason}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <p id={reason} className="w-full text-xs leading-snug text-slate-600">
        <Lock className="me-1 inline size-3 align-[-1px]" aria-hidden="true" />
        {t("lockedPaidByCheckout")}
      </p>
    </>
  );
}
