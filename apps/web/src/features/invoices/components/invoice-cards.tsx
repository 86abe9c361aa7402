import { formatCents } from "@portal/shared/format";
import type { InvoiceSummary } from "@portal/shared/invoice-contracts";
import { useTranslation } from "react-i18next";
import { SelectAllCards, SelectCardBox } from "@/components/ui/selection-cells";
import type { RowSelection } from "@/lib/hooks/use-row-selection";
import { InvoiceAdminActions } from "./invoice-admin-actions";
import { InvoiceBilling } from "./invoice-billing";
import { InvoiceDescription } from "./invoice-description";
import { InvoiceFileActions } from "./invoice-file-actions";
import { formatInvoiceDate } from "./invoice-format";
import { InvoiceStatusBadge } from "./invoice-status-badge";
import { type InvoicePayment, PayInvoiceButton } from "./pay-invoice-button";

/** The list below 768 px: one card per invoice with the same facts as the table, and the admin's selection boxes. */
export function InvoiceCards({
  invoices,
  admin,
  selection,
  payment,
}: {
  invoices: InvoiceSummary[];
  admin: boolean;
  /** The admin's choice of invoices for bulk actions, shared with the table (a box per card when given). */
  selection?: RowSelection;
  /** The client's Pay on unpaid invoices (decision 105). */
  payment?: InvoicePayment;
}) {
  const { t } = useTranslation("invoices");
  const { t: tl } = useTranslation("lists");
  return (
    <>
      {selection && <SelectAllCards selection={selection} className="self-start" />}
      <ul className="flex flex-col gap-3" aria-label={t("invoiceList")}>
        {invoices.map((invoice) => (
          <li key={invoice.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="flex items-start gap-3">
                {selection && (
                  <SelectCardBox
                    selection={selection}
                    id={invoice.id}
                    label={tl("selectRow", { label: invoice.invoiceNumber })}
                  />
                )}
                <div>
                  <p className="font-semibold" dir="ltr">
                    {invoice.invoiceNumber}
                  </p>
                  {admin && (
                    <p dir="ltr" className="text-xs text-slate-500">
                      {invoice.clientEmail}
                    </p>
                  )}
                </div>
              </div>
              <InvoiceStatusBadge status={invoice.status} />
            </div>
            <div className="mt-2 text-sm">
              <InvoiceDescription invoice={invoice} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500">{t("columns.amount")}</dt>
              <dd className="font-medium">{formatCents(invoice.amountCents)}</dd>
              <dt className="text-slate-500">{t("columns.date")}</dt>
              <dd>{formatInvoiceDate(invoice.invoiceDate)}</dd>
              <dt className="text-slate-500">{t("columns.dueDate")}</dt>
              <dd>{invoice.dueDate ? formatInvoiceDate(invoice.dueDate) : t("noDueDate")}</dd>
              <dt className="text-slate-500">{t("columns.type")}</dt>
              <dd>{t(`type.${invoice.purchaseType}`)}</dd>
              <dt className="text-slate-500">{t("columns.billing")}</dt>
              <dd>
                <InvoiceBilling billingType={invoice.billingType} />
              </dd>
            </dl>
            <div className="mt-3 flex flex-wrap items-center justify-end gap-1 border-t border-slate-100 pt-2">
              {payment && <PayInvoiceButton invoice={invoice} payment={payment} />}
              <InvoiceFileActions invoice={invoice} />
              {admin && <InvoiceAdminActions invoice={invoice} />}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
