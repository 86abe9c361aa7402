import { INVOICE_SORT } from "@portal/shared/invoice-contracts";
import { hasInvoiceFilters } from "@portal/shared/invoice-filters";
import { pageCount } from "@portal/shared/pagination";
import { format, parseISO } from "date-fns";
import { Plus } from "lucide-react";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ExportCsvLink } from "@/components/ui/export-csv-link";
import { Pager } from "@/components/ui/pager";
import { SortMenu } from "@/components/ui/sort-menu";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "@/features/auth";
import { useFailureToast } from "@/lib/hooks/use-failure-toast";
import { listSort, sortDefaults } from "@/lib/hooks/use-list-sort";
import { useIsMobile } from "@/lib/hooks/use-media-query";
import { useRowSelection } from "@/lib/hooks/use-row-selection";
import { pageParam, useUrlState } from "@/lib/hooks/use-url-state";
import { useAdminInvoices } from "../api/get-admin-invoices";
import { useMyInvoices } from "../api/get-my-invoices";
import { AddInvoiceDialog } from "./add-invoice-dialog";
import { InvoiceBulkActions } from "./invoice-bulk-actions";
import { InvoiceCards } from "./invoice-cards";
import { InvoiceFiltersBar, type InvoiceFilterValues } from "./invoice-filters-bar";
import { InvoicesTable } from "./invoices-table";
import { useDebouncedValue } from "./use-debounced-value";

const NO_FILTERS: InvoiceFilterValues = { search: "", from: "", to: "" };
const URL_DEFAULTS = { ...NO_FILTERS, page: "1", ...sortDefaults(INVOICE_SORT) };
const SEARCH_DEBOUNCE_MS = 300;

/** The invoices screen shared by clients (their own) and admins (everyone's, with the Client column). */
export function InvoicesScreen({ variant }: { variant: "client" | "admin" }) {
  const { t } = useTranslation("invoices");
  const ids = useId();
  const admin = variant === "admin";
  const isMobile = useIsMobile();
  const me = useMe();
  const [url, setUrl] = useUrlState(URL_DEFAULTS);
  const filters: InvoiceFilterValues = { search: url.search, from: url.from, to: url.to };
  const page = pageParam(url.page);
  const setPage = (next: number) => setUrl({ page: String(next) });
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const rangeInvalid = Boolean(filters.from && filters.to && filters.from > filters.to);
  const sort = listSort(INVOICE_SORT, url, setUrl);
  const params = { search, from: filters.from, to: filters.to, page, sort: sort.order };
  const clientQuery = useMyInvoices(params, !admin && !rangeInvalid);
  const adminQuery = useAdminInvoices(params, admin && !rangeInvalid);
  const query = admin ? adminQuery : clientQuery;
  const { data } = query;
  const selection = useRowSelection(admin && data ? data.invoices.map((i) => i.id) : []);

  useFailureToast(query.isError, t("errorTitle"), t("fetchFailed"));

  // A page past the end (after deletes or narrower filters) falls back to the last one.
  useEffect(() => {
    if (data && page > pageCount(data.total, data.pageSize))
      setUrl({ page: String(pageCount(data.total, data.pageSize)) }, { replace: true });
  }, [data, page, setUrl]);

  // Typing in search replaces the history entry; a date or Clear adds one, so Back undoes it.
  const changeFilters = (next: InvoiceFilterValues) =>
    setUrl({ ...next, page: "1" }, { replace: next.search !== filters.search });
  const clear = () => changeFilters(NO_FILTERS);
  const filtered = hasInvoiceFilters(filters);
  const display = (iso: string) => format(parseISO(iso), "dd/MM/yyyy");

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        {admin && (
          <div className="flex flex-wrap items-center gap-2">
            <ExportCsvLink path="/admin/invoices/export" params={{ search, from: filters.from, to: filters.to, ...sort.order }} />
            <AddInvoiceDialog />
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
      ) : query.isError && !data ? (
        <p role="alert" className="text-red-700">
          {t("fetchFailed")}
        </p>
      ) : !data ? (
        <Spinner label={t("loading")} />
      ) : data.invoices.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-slate-600">{filtered ? t("noMatches") : t("empty")}</p>
          {filtered ? (
            <Button variant="outline" onClick={clear}>
              {t("clearFilters")}
            </Button>
          ) : (
            admin && (
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
        </div>
      ) : (
        <>
          {admin && <InvoiceBulkActions selection={selection} />}
          {isMobile ? (
            <InvoiceCards invoices={data.invoices} admin={admin} selection={admin ? selection : undefined} />
          ) : (
            <InvoicesTable invoices={data.invoices} admin={admin} sort={sort} selection={admin ? selection : undefined} />
          )}
          <Pager info={data} shown={data.invoices.length} onPage={setPage} listName={t("title")} />
        </>
      )}
    </div>
  );
}
