import type { InvoiceSummary } from "@portal/shared/invoice-contracts";
import { Lock, Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useCan } from "@/features/auth";
import { DeleteInvoiceButton } from "./delete-invoice-button";
import { EditInvoiceDialog } from "./edit-invoice-dialog";

const reasonId = (invoice: InvoiceSummary) => `invoice-locked-${invoice.id}`;

/**
 * Edit and Delete of an invoice. A payment the provider made is kept as issued: the actions stay
 * visible, disabled, described by the reason, which shows under them unless `withReason` is false
 * (the table puts it under the whole actions line, so the buttons stay in one row). A role without
 * `invoices.write` (a project manager) sees neither (decision 096).
 */
export function InvoiceAdminActions({ invoice, withReason = true }: { invoice: InvoiceSummary; withReason?: boolean }) {
  const { t } = useTranslation("invoices");
  const allowed = useCan();
  if (!allowed("invoices.write")) return null;
  if (!invoice.paidByCheckout) {
    return (
      <>
        <EditInvoiceDialog invoice={invoice} />
        <DeleteInvoiceButton invoice={invoice} />
      </>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        disabled
        aria-label={t("editInvoiceOf", { number: invoice.invoiceNumber })}
        aria-describedby={reasonId(invoice)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        disabled
        aria-label={t("deleteInvoiceOf", { number: invoice.invoiceNumber })}
        aria-describedby={reasonId(invoice)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      {withReason && <LockedReason invoice={invoice} />}
    </>
  );
}

/** Why a checkout-paid invoice cannot be edited or deleted. */
export function LockedReason({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation("invoices");
  return (
    <p id={reasonId(invoice)} className="w-full max-w-44 text-xs leading-snug text-slate-600">
      <Lock className="me-1 inline size-3 align-[-1px]" aria-hidden="true" />
      {t("lockedPaidByCheckout")}
    </p>
  );
}
