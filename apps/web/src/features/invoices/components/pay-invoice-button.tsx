import type { InvoiceSummary } from "@portal/shared/invoice-contracts";
import { CreditCard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** Opening an invoice's checkout, and whether the browser is leaving for one. */
export interface InvoicePayment {
  pay: (invoiceId: string) => void;
  busy: boolean;
}

/** The client's "Pay" on an unpaid invoice: opens its checkout (decision 105). */
export function PayInvoiceButton({ invoice, payment }: { invoice: InvoiceSummary; payment: InvoicePayment }) {
  const { t } = useTranslation("invoices");
  if (!invoice.paymentLink) return null;
  return (
    <Button
      size="sm"
      className="h-7 px-2"
      onClick={() => payment.pay(invoice.id)}
      disabled={payment.busy}
      aria-label={t("payInvoice", { number: invoice.invoiceNumber })}
    >
      <CreditCard aria-hidden="true" />
      {t("pay")}
    </Button>
  );
}
