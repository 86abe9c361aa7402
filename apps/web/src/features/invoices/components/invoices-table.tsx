import { formatCents } from "@portal/shared/format";
import type { InvoiceSortKey, InvoiceSummary } from "@portal/shared/invoice-contracts";
import { useTranslation } from "react-i18next";
import { SelectAllBox, SelectRowBox } from "@/components/ui/selection-cells";
import { SortableHeader } from "@/components/ui/sortable-header";
import type { ListSort } from "@/lib/hooks/use-list-sort";
import type { RowSelection } from "@/lib/hooks/use-row-selection";
import { InvoiceAdminActions } from "./invoice-admin-actions";
import { InvoiceDescription } from "./invoice-description";
import { InvoiceFileActions } from "./invoice-file-actions";
import { formatInvoiceDate } from "./invoice-format";
import { InvoiceStatusBadge } from "./invoice-status-badge";

/** Columns of their own only from 1536 px; narrower, their facts sit under Number and Description. */
const WIDE = "hidden 2xl:table-cell";
const NARROW = "2xl:hidden";

/**
 * The table from 768 px up, every column of the spec (Client only for admins), always as wide as
 * its container: below 1536 px the dates move under the number and Type and Billing under the
 * description, and the actions wrap into a compact block, so nothing scrolls sideways or hides.
 */
export function InvoicesTable({
  invoices,
  admin,
  sort,
  selection,
}: {
  invoices: InvoiceSummary[];
  admin: boolean;
  sort: ListSort<InvoiceSortKey>;
  /** The admin's choice of rows for bulk actions (a selection column when given). */
  selection?: RowSelection;
}) {
  const { t } = useTranslation("invoices");
  const { t: tl } = useTranslation("lists");
  const head = "px-2 py-2 text-start text-xs font-semibold uppercase tracking-wide text-slate-600";
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white" data-testid="invoices-table">
      <table className="w-full text-sm">
        <caption className="sr-only">{t("invoiceList")}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {/* The selection boxes sit above the numbers, not in a column of their own: the table must fit 1024 px. */}
            <SortableHeader
              column="number"
              label={t("columns.number")}
              sort={sort}
              className={head}
              before={selection && <SelectAllBox selection={selection} label={tl("selectAll")} />}
            />
            {admin && <SortableHeader column="client" label={t("columns.client")} sort={sort} className={head} />}
            <th scope="col" className={head}>
              {t("columns.description")}
            </th>
            <SortableHeader column="amount" label={t("columns.amount")} sort={sort} className={head} />
            <SortableHeader column="date" label={t("columns.date")} sort={sort} className={`${head} ${WIDE}`} />
            <SortableHeader column="dueDate" label={t("columns.dueDate")} sort={sort} className={`${head} ${WIDE}`} />
            <SortableHeader column="status" label={t("columns.status")} sort={sort} className={head} />
            <th scope="col" className={`${head} ${WIDE}`}>
              {t("columns.type")}
            </th>
            <th scope="col" className={`${head} ${WIDE}`}>
              {t("columns.billing")}
            </th>
            <th scope="col" className={head}>
              {t("columns.actions")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {invoices.map((invoice) => {
            const due = invoice.dueDate ? formatInvoiceDate(invoice.dueDate) : t("noDueDate");
            return (
              <tr key={invoice.id} className="align-top">
                <td className="px-2 py-3">
                  {selection && (
                    <SelectRowBox
                      selection={selection}
                      id={invoice.id}
                      label={tl("selectRow", { label: invoice.invoiceNumber })}
                    />
                  )}
                  <p className="whitespace-nowrap font-medium" dir="ltr">
                    {invoice.invoiceNumber}
                  </p>
                  <p className={`${NARROW} text-xs text-slate-600`}>
                    {t("columns.date")}: {formatInvoiceDate(invoice.invoiceDate)}
                  </p>
                  <p className={`${NARROW} text-xs text-slate-600`}>
                    {t("columns.dueDate")}: {due}
                  </p>
                </td>
                {admin && (
                  <td className="max-w-56 px-2 py-3">
                    <p className="font-medium">{invoice.clientName ?? t("deletedClient")}</p>
                    <p dir="ltr" className="break-all text-xs text-slate-500">
                      {invoice.clientEmail}
                    </p>
                  </td>
                )}
                <td className="min-w-28 px-2 py-3">
                  <InvoiceDescription invoice={invoice} />
                  <p className={`${NARROW} mt-1 text-xs text-slate-600`}>
                    {t(`type.${invoice.purchaseType}`)} · {t(`billing.${invoice.billingType ?? "none"}`)}
                  </p>
                </td>
                <td className="whitespace-nowrap px-2 py-3 font-medium">{formatCents(invoice.amountCents)}</td>
                <td className={`${WIDE} whitespace-nowrap px-2 py-3`}>{formatInvoiceDate(invoice.invoiceDate)}</td>
                <td className={`${WIDE} whitespace-nowrap px-2 py-3`}>
                  {invoice.dueDate ? due : <span className="text-slate-500">{due}</span>}
                </td>
                <td className="px-2 py-3">
                  <InvoiceStatusBadge status={invoice.status} />
                </td>
                <td className={`${WIDE} whitespace-nowrap px-2 py-3`}>{t(`type.${invoice.purchaseType}`)}</td>
                <td className={`${WIDE} whitespace-nowrap px-2 py-3`}>{t(`billing.${invoice.billingType ?? "none"}`)}</td>
                <td className="px-2 py-2">
                  <div className="flex w-20 flex-wrap items-center gap-1">
                    <InvoiceFileActions invoice={invoice} />
                    {admin && <InvoiceAdminActions invoice={invoice} />}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
