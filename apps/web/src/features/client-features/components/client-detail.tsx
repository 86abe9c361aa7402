import { BILLING_TYPES, type BillingType, FULFILMENT_STATUSES, type FulfilmentStatus } from "@portal/shared/constants";
import { formatCents } from "@portal/shared/format";
import { PURCHASE_DATE_WINDOWS, PURCHASE_SORT, type PurchaseDateWindow } from "@portal/shared/store-contracts";
import { ArrowLeft } from "lucide-react";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { ListSearch } from "@/components/list/list-search";
import { ErrorBox } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Pager } from "@/components/ui/pager";
import { SelectAllCards } from "@/components/ui/selection-cells";
import { SortMenu } from "@/components/ui/sort-menu";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { bidiText } from "@/lib/bidi-text";
import { listSort, sortDefaults } from "@/lib/hooks/use-list-sort";
import { useMediaQuery } from "@/lib/hooks/use-media-query";
import { useRowSelection } from "@/lib/hooks/use-row-selection";
import { pageParam, useUrlState } from "@/lib/hooks/use-url-state";
import { toast } from "@/lib/toast";
import { type ClientPurchaseFilters, useClientFeatures } from "../api/get-client-features";
import { FeatureTypeField, PurchaseDateField } from "./filter-fields";
import { PurchaseBulkActions } from "./purchase-bulk-actions";
import { PurchaseCards } from "./purchase-cards";
import { PurchasesTable } from "./purchases-table";
import { UnfinishedCheckouts } from "./unfinished-checkouts";

/** "Features for {email}": one client's purchases with status and progress controls. */
export function ClientDetail({ clientId, onBack }: { clientId: string; onBack: () => void }) {
  const { t } = useTranslation("client-features");
  const statusId = useId();
  // Prefixed so they never mix with the buyer list's own filters in the URL.
  const [url, setUrl] = useUrlState(
    { name: "", status: "", billingType: "", days: "", page: "1", ...sortDefaults(PURCHASE_SORT) },
    "purchases",
  );
  const sort = listSort(PURCHASE_SORT, url, setUrl);
  const filters: ClientPurchaseFilters = {
    name: url.name,
    status: (FULFILMENT_STATUSES as readonly string[]).includes(url.status) ? (url.status as FulfilmentStatus) : "",
    billingType: (BILLING_TYPES as readonly string[]).includes(url.billingType) ? (url.billingType as BillingType) : "",
    days: (PURCHASE_DATE_WINDOWS as readonly number[]).includes(Number(url.days)) ? (Number(url.days) as PurchaseDateWindow) : "",
    page: pageParam(url.page),
    sort: sort.order,
  };
  const setFilter = (patch: Partial<Record<"name" | "status" | "billingType" | "days", string>>, replace = false) =>
    setUrl({ ...patch, page: "1" }, { replace });
  const detail = useClientFeatures(clientId, filters);
  // The six columns and two controls need the width a 1024 px screen leaves beside the sidebar.
  const narrow = useMediaQuery("(max-width: 1023px)");
  const { isError, error } = detail;
  const notFound = error instanceof ApiError && error.status === 404;
  useEffect(() => {
    if (isError && !notFound) toast.error(t("common:error"), { description: t("toast.loadFailed") });
  }, [isError, notFound, t]);

  const shown = detail.data?.purchases ?? [];
  const selection = useRowSelection(shown.map((p) => p.id));

  const back = (
    <Button variant="ghost" onClick={onBack} className="self-start">
      <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
      {t("detail.back")}
    </Button>
  );
  if (detail.isLoading) return <Spinner label={t("common:loading")} />;
  if (!detail.data) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <ErrorBox>{notFound ? t("detail.notFound") : t("toast.loadFailed")}</ErrorBox>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {back}
      <div>
        <h2 className="text-xl font-bold">{bidiText((v) => t("detail.title", v), { email: detail.data.client.email })}</h2>
        <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-600">
          <span>{t("detail.totalFeatures", { count: detail.data.overall })}</span>
          <span>{t("detail.totalSpent", { amount: formatCents(detail.data.totalSpentCents) })}</span>
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <ListSearch
          visibleLabel
          label={t("filters.featureName")}
          value={filters.name}
          onChange={(name) => setFilter({ name }, true)}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={statusId}>{t("filters.status")}</Label>
          <NativeSelect id={statusId} value={filters.status} onChange={(e) => setFilter({ status: e.target.value })}>
            <option value="">{t("filters.allStatuses")}</option>
            {FULFILMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <FeatureTypeField value={filters.billingType} onChange={(billingType) => setFilter({ billingType })} />
        <PurchaseDateField value={filters.days} onChange={(days) => setFilter({ days: String(days) })} />
      </div>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-10 text-center text-slate-600">{t("noFeatures")}</p>
      ) : (
        <>
          <PurchaseBulkActions selection={selection} listName={t("detail.title", { email: detail.data.client.email })} />
          {narrow ? (
            <>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <SelectAllCards selection={selection} />
                <SortMenu
                  sort={sort}
                  options={PURCHASE_SORT.keys.map((column) => ({ column, label: t(`sort.purchases.${column}`) }))}
                />
              </div>
              <PurchaseCards purchases={shown} selection={selection} />
            </>
          ) : (
            <PurchasesTable purchases={shown} sort={sort} selection={selection} />
          )}
        </>
      )}
      {detail.data.total > 0 && (
        <Pager
          info={detail.data}
          shown={shown.length}
          onPage={(page) => setUrl({ page: String(page) })}
          listName={t("detail.title", { email: detail.data.client.email })}
        />
      )}
      <UnfinishedCheckouts checkouts={detail.data.unfinishedCheckouts} />
    </div>
  );
}
