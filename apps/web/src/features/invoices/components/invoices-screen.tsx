import { INVOICE_SORT } from "@portal/shared/invoice-contracts";
import { hasInvoiceFilters } from "@portal/shared/invoice-filters";
import { pageCount } from "@portal/shared/pagination";
import { format, parseISO } from "date-fns";
import { Plus } from "lucide-react";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { ListView } from "@/components/list/list-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ExportCsvLink } from "@/components/ui/export-csv-link";
import { SortMenu } from "@/components/ui/sort-menu";
import { useCan, useMe } from "@/features/auth";
import { useFailureToast } from "@/lib/hooks/use-failure-toast";
import { useListState } from "@/lib/hooks/use-list-state";
import { useRowSelection } from "@/lib/hooks/use-row-selection";
import { useAdminInvoices } from "../api/get-admin-invoices";
import { useMyInvoices } from "../api/get-my-invoices";
import { AddInvoiceDialog } from "./add-invoice-dialog";
import { InvoiceBulkActions } from "./invoice-bulk-actions";
import { InvoiceCards } from "./invoice-cards";
import { InvoiceFiltersBar, type InvoiceFilterValues } from "./invoice-filters-bar";
import { InvoicesTable } from "./invoices-table";
import { useDebouncedValue } from "./use-debounced-value";
import { useInvoicePayment } from "./use-invoice-payment";

const NO_FILTERS: InvoiceFilterValues = { search: "", from: "", to: "" };
const SEARCH_DEBOUNCE_MS = 300;

/** The invoices screen shared by clients (their own) and admins (everyone's, with the Client column). */
export function InvoicesScreen({ variant }: { variant: "client" | "admin" }) {
  const { t } = useTranslation("invoices");
  const ids = useId();
  const admin = variant === "admin";
  // A role that only reads invoices (a project manager) sees them without the write buttons (decision 096).
  const allowed = useCan();
  const writable = admin && allowed("invoices.write");
  const me = useMe();
  const list = useListState(INVOICE_SORT, NO_FILTERS);
  const { url, setUrl, sort, page } = list;
  const filters: InvoiceFilterValues = { search: url.search, from: url.from, to: url.to };
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const rangeInvalid = Boolean(filters.from && filters.to && filters.from > filters.to);
  const params = { search, from: filters.from, to: filters.to, page, sort: sort.order };
  const clientQuery = useMyInvoices(params, !admin && !rangeInvalid);
  const adminQuery = useAdminInvoices(params, admin && !rangeInvalid);
  const query = admin ? adminQuery : clientQuery;
  const { data } = query;
  const payment = useInvoicePayment(!admin);
  const selection = useRowSelection(writable && data ? data.invoices.map((i) => i.id) : []);

  useFailureToast(query.isError, t("errorTitle"), t("fetchFailed"));

  // A page past the end (after deletes or narrower filters) falls back to the last one.
  useEffect(() => {
    if (data && page > pageCount(data.total, data.pageSize))
      setUrl({ page: String(pageCount(data.total, data.pageSize)) }, { replace: true });
  }, [data, page, setUrl]);

  // Typing in search replaces the history entry; a date or Clear adds one, so Back undoes it.
  const changeFilters = (next: InvoiceFilterValues) => list.setFilters(next, { replace: next.search !== filters.search });
  const clear = () => changeFilters(NO_FILTERS);
  const filtered = hasInvoiceFilters(filters);
  const display = (iso: string) => format(parseISO(iso), "dd/MM/yyyy");

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        {admin && (
          <div className="flex flex-wrap items-center gap-2">
            <ExportCsvLink path="/admin/invoices/export" query={{ search, from: filters.from, to: filters.to, ...sort.order }} />
            {writable && <AddInvoiceDialog />}
          </div>
        )}
      </div>

      <InvoiceFiltersBar
        idPrefix={ids}
        values={filters}
        onChange={changeFilters}
        onClear={clear}
        onRefresh={() => query.refetch()}
        refreshing={query.isFetching}
      />

      <div className="flex flex-wrap items-center gap-2" aria-live="polite">
        {data && (
          <Badge tone="blue">
            {t(data.totalIsAtLeast ? "countBadgeAtLeast" : "countBadge", { count: data.total, total: data.overall })}
          </Badge>
        )}
        {filters.search.trim() && <Badge>{t("filterSearch", { value: filters.search.trim() })}</Badge>}
        {filters.from && <Badge>{t("filterFrom", { value: display(filters.from) })}</Badge>}
        {filters.to && <Badge>{t("filterTo", { value: display(filters.to) })}</Badge>}
        <SortMenu
          className="ms-auto"
          sort={sort}
          // A client sees only their own invoices: sorting by client e-mail would mean nothing to them.
          options={INVOICE_SORT.keys
            .filter((column) => admin || column !== "client")
            .map((column) => ({ column, label: t(`sort.${column}`) }))}
        />
      </div>

      {import.meta.env.DEV && me.data && (
        <p className="font-mono text-xs text-slate-500">
          {t("debug", { id: me.data.id, role: me.data.role, count: data?.total ?? 0 })}
        </p>
      )}

      {rangeInvalid ? (
        <p role="alert" className="text-red-700">
          {t("errors.dateRangeInvalid")}
        </p>
      ) : (
        <ListView
          info={data}
          rows={data?.invoices}
          isPending={!data}
          isError={query.isError}
          name={t("title")}
          loadingLabel={t("loading")}
          errorText={t("fetchFailed")}
          empty={
            <>
              <p>{filtered ? t("noMatches") : t("empty")}</p>
              {filtered ? (
                <Button variant="outline" onClick={clear}>
                  {t("clearFilters")}
                </Button>
              ) : (
                writable && (
                  <AddInvoiceDialog
                    trigger={
                      <Button>
                        <Plus aria-hidden="true" />
                        {t("createFirst")}
                      </Button>
                    }
                  />
                )
              )}
            </>
          }
          above={writable && <InvoiceBulkActions selection={selection} />}
          cards={(invoices) => (
            <InvoiceCards
              invoices={invoices}
              admin={admin}
              selection={writable ? selection : undefined}
              payment={admin ? undefined : payment}
            />
          )}
          table={(invoices) => (
            <InvoicesTable
              invoices={invoices}
              admin={admin}
              sort={sort}
              selection={writable ? selection : undefined}
              payment={admin ? undefined : payment}
            />
          )}
          onPage={list.setPage}
        />
      )}
    </div>
  );
}
