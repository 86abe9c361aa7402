import { formatCents } from "@portal/shared/format";
import type { InvoiceSortKey, InvoiceSummary } from "@portal/shared/invoice-contracts";
import { useTranslation } from "react-i18next";
import { SelectAllBox, SelectRowBox } from "@/components/ui/selection-cells";
import { SortableHeader } from "@/components/ui/sortable-header";
import type { ListSort } from "@/lib/hooks/use-list-sort";
import type { RowSelection } from "@/lib/hooks/use-row-selection";
import { InvoiceAdminActions, LockedReason } from "./invoice-admin-actions";
import { InvoiceBilling } from "./invoice-billing";
import { InvoiceDescription } from "./invoice-description";
import { InvoiceFileActions } from "./invoice-file-actions";
import { formatInvoiceDate } from "./invoice-format";
import { InvoiceStatusBadge } from "./invoice-status-badge";
import { type InvoicePayment, PayInvoiceButton } from "./pay-invoice-button";

/** Columns of their own from 1280 px; narrower, their facts sit under Number and Description. */
const WIDE = "hidden xl:table-cell";
const NARROW = "xl:hidden";
const CELL = "px-1 py-2";

/**
 * The table from 768 px up, every column of the spec (Client only for admins), always as wide as
 * its container: from 1280 px each fact has its column; below, the dates move under the number and
 * Type and Billing under the description. Rows are compact: the actions sit in one line.
 */
export function InvoicesTable({
  invoices,
  admin,
  sort,
  selection,
  payment,
}: {
  invoices: InvoiceSummary[];
  admin: boolean;
  sort: ListSort<InvoiceSortKey>;
  /** The admin's choice of rows for bulk actions (a selection column when given). */
  selection?: RowSelection;
  /** The client's Pay on unpaid invoices (decision 105). */
  payment?: InvoicePayment;
}) {
  const { t } = useTranslation("invoices");
  const { t: tl } = useTranslation("lists");
  const head = "px-1 py-2 text-start text-xs font-semibold uppercase tracking-wide text-slate-600";
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
                <td className={CELL}>
                  {/* The box beside the number; a long number may break after its hyphens to keep rows compact. */}
                  <div className="flex items-start gap-1.5">
                    {selection && (
                      <SelectRowBox
                        selection={selection}
                        id={invoice.id}
                        label={tl("selectRow", { label: invoice.invoiceNumber })}
                      />
                    )}
                    <p className="font-medium" dir="ltr">
                      {invoice.invoiceNumber}
                    </p>
                  </div>
                  <p className={`${NARROW} text-xs text-slate-600`}>
                    {t("columns.date")}: {formatInvoiceDate(invoice.invoiceDate)}
                  </p>
                  <p className={`${NARROW} text-xs text-slate-600`}>
                    {t("columns.dueDate")}: {due}
                  </p>
                </td>
                {admin && (
                  <td className={CELL}>
                    <p dir="auto" className="wrap-anywhere font-medium">
                      {invoice.clientName ?? t("deletedClient")}
                    </p>
                    <p dir="ltr" title={invoice.clientEmail} className="max-w-24 truncate text-xs text-slate-500">
                      {invoice.clientEmail}
                    </p>
                  </td>
                )}
                <td className={`min-w-28 ${CELL}`}>
                  <InvoiceDescription invoice={invoice} />
                  <p className={`${NARROW} mt-1 text-xs text-slate-600`}>
                    {/* No billing type (a manual invoice) is left out rather than shown as "—". */}
                    {t(`type.${invoice.purchaseType}`)}
                    {invoice.billingType && ` · ${t(`billing.${invoice.billingType}`)}`}
                  </p>
                </td>
                <td className={`whitespace-nowrap font-medium ${CELL}`}>{formatCents(invoice.amountCents)}</td>
                <td className={`${WIDE} whitespace-nowrap ${CELL}`}>{formatInvoiceDate(invoice.invoiceDate)}</td>
                <td className={`${WIDE} ${CELL}`}>
                  {invoice.dueDate ? (
                    <span className="whitespace-nowrap">{due}</span>
                  ) : (
                    <span className="text-slate-500">{due}</span>
                  )}
                </td>
                <td className={CELL}>
                  <InvoiceStatusBadge status={invoice.status} />
                </td>
                <td className={`${WIDE} ${CELL}`}>{t(`type.${invoice.purchaseType}`)}</td>
                <td className={`${WIDE} ${CELL}`}>
                  <InvoiceBilling billingType={invoice.billingType} />
                </td>
                <td className="px-1 py-1">
                  <div className="flex flex-wrap items-center gap-0.5">
                    {/* Icon buttons a little smaller than elsewhere, so the row stays one line high. */}
                    <div className="flex flex-nowrap items-center [&_a]:size-7 [&_button]:size-7">
                      <InvoiceFileActions invoice={invoice} />
                      {admin && <InvoiceAdminActions invoice={invoice} withReason={false} />}
                    </div>
                    {payment && <PayInvoiceButton invoice={invoice} payment={payment} />}
                    {admin && invoice.paidByCheckout && <LockedReason invoice={invoice} />}
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
