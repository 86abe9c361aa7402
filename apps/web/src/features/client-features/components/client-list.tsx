import { BILLING_TYPES, type BillingType } from "@portal/shared/constants";
import { formatCents } from "@portal/shared/format";
import {
  CLIENT_SUMMARY_SORT,
  type ClientSummary,
  PURCHASE_DATE_WINDOWS,
  type PurchaseDateWindow,
} from "@portal/shared/store-contracts";
import { useTranslation } from "react-i18next";
import { ListSearch } from "@/components/list/list-search";
import { ListTable } from "@/components/list/list-table";
import { ListView } from "@/components/list/list-view";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ExportCsvLink } from "@/components/ui/export-csv-link";
import { formatDate } from "@/lib/format-date";
import { useFailureToast } from "@/lib/hooks/use-failure-toast";
import { useListState } from "@/lib/hooks/use-list-state";
import { type ClientSummaryFilters, useClientSummaries } from "../api/get-client-summaries";
import { FeatureTypeField, PurchaseDateField } from "./filter-fields";
import { SummaryCards } from "./summary-cards";

/** The list view: summary cards, filters and one row per client who bought features. */
export function ClientList({ onOpen }: { onOpen: (clientId: string) => void }) {
  const { t } = useTranslation("client-features");
  const list = useListState(CLIENT_SUMMARY_SORT, { email: "", billingType: "", days: "" });
  const { url, sort } = list;
  const filters: ClientSummaryFilters = {
    email: url.email,
    billingType: (BILLING_TYPES as readonly string[]).includes(url.billingType) ? (url.billingType as BillingType) : "",
    days: (PURCHASE_DATE_WINDOWS as readonly number[]).includes(Number(url.days)) ? (Number(url.days) as PurchaseDateWindow) : "",
    page: list.page,
    sort: sort.order,
  };
  const summaries = useClientSummaries(filters);
  const { isError } = summaries;
  useFailureToast(isError, t("common:error"), t("toast.loadFailed"));

  const filtered = Boolean(filters.email.trim() || filters.billingType || filters.days);
  return (
    <div className="flex flex-col gap-6">
      {summaries.data && <SummaryCards summary={summaries.data} />}
      <ExportCsvLink
        className="self-end"
        path="/admin/client-features/export"
        query={{ email: filters.email.trim(), billingType: filters.billingType || undefined, days: filters.days || undefined }}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <ListSearch
          visibleLabel
          label={t("filters.email")}
          placeholder={t("filters.emailPlaceholder")}
          value={filters.email}
          onChange={(email) => list.setFilters({ email }, { replace: true })}
        />
        <FeatureTypeField value={filters.billingType} onChange={(billingType) => list.setFilters({ billingType })} />
        <PurchaseDateField value={filters.days} onChange={(days) => list.setFilters({ days: String(days) })} />
      </div>
      <ListView
        info={summaries.data}
        rows={summaries.data?.clients}
        isPending={summaries.isPending}
        isError={isError}
        name={t("title")}
        loadingLabel={t("common:loading")}
        errorText={t("toast.loadFailed")}
        empty={filtered ? t("noClientsMatching") : t("noClients")}
        sortMenu={{ sort, options: CLIENT_SUMMARY_SORT.keys.map((column) => ({ column, label: t(`sort.${column}`) })) }}
        cards={(clients) => (
          <div className="flex flex-col gap-3">
            {clients.map((c) => (
              <Card key={c.clientId} className="flex flex-col gap-2 p-4">
                <p dir="ltr" className="break-all font-medium">
                  {c.email}
                </p>
                <dl className="grid grid-cols-2 gap-1 text-sm">
                  <dt className="text-slate-600">{t("table.features")}</dt>
                  <dd>{c.featureCount}</dd>
                  <dt className="text-slate-600">{t("table.totalSpent")}</dt>
                  <dd dir="ltr" className="text-end">
                    {formatCents(c.totalSpentCents)}
                  </dd>
                  <dt className="text-slate-600">{t("table.lastPurchase")}</dt>
                  <dd>{formatDate(c.lastPurchaseAt)}</dd>
                </dl>
                <ViewButton client={c} onOpen={onOpen} />
              </Card>
            ))}
          </div>
        )}
        table={(clients) => (
          <Card className="overflow-x-auto">
            <ListTable
              sort={sort}
              columns={[
                { column: "email", label: t("table.client") },
                { column: "features", label: t("table.features") },
                { column: "spent", label: t("table.totalSpent") },
                { column: "lastPurchase", label: t("table.lastPurchase") },
                { label: t("table.actions") },
              ]}
              rows={clients}
              rowKey={(c) => c.clientId}
              cells={(c) => (
                <>
                  <td className="p-3">
                    <p dir="ltr" className="font-medium">
                      {c.email}
                    </p>
                    {c.fullName && <p className="text-xs text-slate-500">{c.fullName}</p>}
                  </td>
                  <td className="p-3">{c.featureCount}</td>
                  <td className="p-3" dir="ltr">
                    <span className="inline-block">{formatCents(c.totalSpentCents)}</span>
                  </td>
                  <td className="p-3">{formatDate(c.lastPurchaseAt)}</td>
                  <td className="p-3">
                    <ViewButton client={c} onOpen={onOpen} />
                  </td>
                </>
              )}
            />
          </Card>
        )}
        onPage={list.setPage}
      />
    </div>
  );
}

function ViewButton({ client, onOpen }: { client: ClientSummary; onOpen: (id: string) => void }) {
  const { t } = useTranslation("client-features");
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => onOpen(client.clientId)}
      aria-label={t("table.viewFeaturesOf", { email: client.email })}
    >
      {t("table.viewFeatures")}
    </Button>
  );
}
