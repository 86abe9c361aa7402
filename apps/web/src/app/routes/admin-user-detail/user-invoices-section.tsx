import { formatCents } from "@portal/shared/format";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { useCan } from "@/features/auth";
import {
  AddInvoiceDialog,
  formatInvoiceDate,
  InvoiceAdminActions,
  InvoiceStatusBadge,
  useAdminInvoices,
} from "@/features/invoices";
import { pageParam, useUrlState } from "@/lib/hooks/use-url-state";
import { SectionState } from "./section-state";

/** The client's invoices with edit and delete (locked when paid through checkout), and Add Invoice locked to this client. */
export function UserInvoicesSection({ client }: { client: { id: string; email: string; fullName: string } }) {
  const clientId = client.id;
  const { t } = useTranslation("users");
  const [url, setUrl] = useUrlState({ page: "1" }, "invoices");
  const page = pageParam(url.page);
  const { data, isPending, isError } = useAdminInvoices({ search: "", from: "", to: "", page, clientId });
  // A role that only reads invoices (a project manager) gets no button that makes one (decision 096).
  const writable = useCan()("invoices.write");
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t("invoicesTitle")}</CardTitle>
        {writable && <AddInvoiceDialog client={client} />}
      </CardHeader>
      <CardContent>
        <SectionState
          isPending={isPending}
          isError={isError}
          isEmpty={data?.invoices.length === 0}
          errorText={t("invoicesLoadFailed")}
          emptyText={t("noInvoices")}
        >
          <ul className="flex flex-col gap-3">
            {data?.invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold" dir="ltr">
                      {invoice.invoiceNumber}
                    </span>
                    <InvoiceStatusBadge status={invoice.status} />
                    <span className="font-medium">{formatCents(invoice.amountCents)}</span>
                  </p>
                  <p dir="auto" className="truncate text-sm text-slate-700">
                    {invoice.description}
                  </p>
                  <p className="text-xs text-slate-600">
                    {formatInvoiceDate(invoice.invoiceDate)}
                    {invoice.dueDate && <> · {t("dueOn", { date: formatInvoiceDate(invoice.dueDate) })}</>}
                  </p>
                </div>
                {/* Paid through checkout: kept as issued, Edit and Delete disabled with the reason (as on Invoices). */}
                <div className="flex flex-wrap items-center gap-1 sm:max-w-48 sm:justify-end">
                  <InvoiceAdminActions invoice={invoice} />
                </div>
              </li>
            ))}
          </ul>
        </SectionState>
        {data && data.total > 0 && (
          <Pager
            className="mt-3"
            info={data}
            shown={data.invoices.length}
            onPage={(next) => setUrl({ page: String(next) })}
            listName={t("invoicesTitle")}
          />
        )}
      </CardContent>
    </Card>
  );
}
