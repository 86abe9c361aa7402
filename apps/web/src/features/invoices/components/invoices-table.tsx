import { formatCents } from "@portal/shared/format";
import type { InvoiceSummary } from "@portal/shared/invoice-contracts";
import { useTranslation } from "react-i18next";
import { InvoiceAdminActions } from "./invoice-admin-actions";
import { InvoiceDescription } from "./invoice-description";
import { InvoiceFileActions } from "./invoice-file-actions";
import { formatInvoiceDate } from "./invoice-format";
import { InvoiceStatusBadge } from "./invoice-status-badge";

/** The desktop table with every column of the spec (Client only for admins). */
export function InvoicesTable({ invoices, admin }: { invoices: InvoiceSummary[]; admin: boolean }) {
  const { t } = useTranslation("invoices");
  // The actions stay in view while a wide table scrolls sideways.
  const stickyEnd = "sticky end-0 shadow-[-6px_0_8px_-6px_rgba(15,23,42,0.15)] rtl:shadow-[6px_0_8px_-6px_rgba(15,23,42,0.15)]";
  const head = "px-2 py-2 text-start text-xs font-semibold uppercase tracking-wide text-slate-600";
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">{t("invoiceList")}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={head}>
              {t("columns.number")}
            </th>
            {admin && (
              <th scope="col" className={head}>
                {t("columns.client")}
              </th>
            )}
            <th scope="col" className={head}>
              {t("columns.description")}
            </th>
            <th scope="col" className={head}>
              {t("columns.amount")}
            </th>
            <th scope="col" className={head}>
              {t("columns.date")}
            </th>
            <th scope="col" className={head}>
              {t("columns.dueDate")}
            </th>
            <th scope="col" className={head}>
              {t("columns.status")}
            </th>
            <th scope="col" className={head}>
              {t("columns.type")}
            </th>
            <th scope="col" className={head}>
              {t("columns.billing")}
            </th>
            <th scope="col" className={`${head} ${stickyEnd} bg-slate-50`}>
              {t("columns.actions")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="align-top">
              <td className="whitespace-nowrap px-2 py-3 font-medium" dir="ltr">
                {invoice.invoiceNumber}
              </td>
              {admin && (
                <td className="px-2 py-3">
                  <p className="font-medium">{invoice.clientName ?? t("deletedClient")}</p>
                  <p dir="ltr" className="text-xs text-slate-500">
                    {invoice.clientEmail}
                  </p>
                </td>
              )}
              <td className="min-w-36 max-w-xs px-2 py-3">
                <InvoiceDescription invoice={invoice} />
              </td>
              <td className="whitespace-nowrap px-2 py-3 font-medium">{formatCents(invoice.amountCents)}</td>
              <td className="whitespace-nowrap px-2 py-3">{formatInvoiceDate(invoice.invoiceDate)}</td>
              <td className="whitespace-nowrap px-2 py-3">
                {invoice.dueDate ? formatInvoiceDate(invoice.dueDate) : <span className="text-slate-500">{t("noDueDate")}</span>}
              </td>
              <td className="px-2 py-3">
                <InvoiceStatusBadge status={invoice.status} />
              </td>
              <td className="whitespace-nowrap px-2 py-3">{t(`type.${invoice.purchaseType}`)}</td>
              <td className="whitespace-nowrap px-2 py-3">{t(`billing.${invoice.billingType ?? "none"}`)}</td>
              <td className={`min-w-28 px-2 py-2 ${stickyEnd} bg-white`}>
                <div className="flex items-center gap-1">
                  <InvoiceFileActions invoice={invoice} />
                  {admin && <InvoiceAdminActions invoice={invoice} />}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
