import type { BillingType } from "@portal/shared/constants";
import { FULFILMENT_STATUSES, type FulfilmentStatus } from "@portal/shared/constants";
import { formatCents } from "@portal/shared/format";
import { windowStart } from "@portal/shared/purchase-rules";
import type { Purchase, PurchaseDateWindow } from "@portal/shared/store-contracts";
import { ArrowLeft } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ErrorBox } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ColumnHeaders } from "@/components/ui/column-headers";
import { NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { formatDate } from "@/features/store/components/format-date";
import { ApiError } from "@/lib/api-client";
import { useMediaQuery } from "@/lib/hooks/use-media-query";
import { useClientFeatures } from "../api/get-client-features";
import { FeatureTypeField, PurchaseDateField, SearchField } from "./filter-fields";
import { PurchaseCards } from "./purchase-cards";
import { ProgressInput, StatusSelect } from "./purchase-row-controls";
import { PURCHASE_STATUS_TONES } from "./purchase-status-tones";
import { UnfinishedCheckouts } from "./unfinished-checkouts";

interface Filters {
  name: string;
  status: FulfilmentStatus | "";
  billingType: BillingType | "";
  days: PurchaseDateWindow | "";
}

function applyFilters(purchases: Purchase[], f: Filters, now: Date): Purchase[] {
  const name = f.name.trim().toLowerCase();
  const since = f.days ? windowStart(f.days, now).getTime() : null;
  return purchases.filter(
    (p) =>
      (!name || p.featureName.toLowerCase().includes(name)) &&
      (!f.status || p.status === f.status) &&
      (!f.billingType || p.billingType === f.billingType) &&
      (since === null || new Date(p.purchasedAt).getTime() >= since),
  );
}

/** "Features for {email}": one client's purchases with status and progress controls. */
export function ClientDetail({ clientId, onBack }: { clientId: string; onBack: () => void }) {
  const { t } = useTranslation("client-features");
  const statusId = useId();
  const detail = useClientFeatures(clientId);
  // The six columns and two controls need the width a 1024 px screen leaves beside the sidebar.
  const narrow = useMediaQuery("(max-width: 1023px)");
  const [filters, setFilters] = useState<Filters>({ name: "", status: "", billingType: "", days: "" });
  const { isError, error } = detail;
  const notFound = error instanceof ApiError && error.status === 404;
  useEffect(() => {
    if (isError && !notFound) toast.error(t("common:error"), { description: t("toast.loadFailed") });
  }, [isError, notFound, t]);

  const all = detail.data?.purchases ?? [];
  const shown = useMemo(() => applyFilters(all, filters, new Date()), [all, filters]);
  const total = all.reduce((n, p) => n + p.priceCents, 0);

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
        <h2 className="text-xl font-bold">{t("detail.title", { email: detail.data.client.email })}</h2>
        <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-600">
          <span>{t("detail.totalFeatures", { count: all.length })}</span>
          <span>{t("detail.totalSpent", { amount: formatCents(total) })}</span>
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SearchField
          label={t("filters.featureName")}
          value={filters.name}
          onChange={(name) => setFilters((f) => ({ ...f, name }))}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={statusId}>{t("filters.status")}</Label>
          <NativeSelect
            id={statusId}
            value={filters.status}
            onChange={(e) => setFilters((f) => ({ ...f, status: e.target.value as FulfilmentStatus | "" }))}
          >
            <option value="">{t("filters.allStatuses")}</option>
            {FULFILMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <FeatureTypeField value={filters.billingType} onChange={(billingType) => setFilters((f) => ({ ...f, billingType }))} />
        <PurchaseDateField value={filters.days} onChange={(days) => setFilters((f) => ({ ...f, days }))} />
      </div>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-10 text-center text-slate-600">{t("noFeatures")}</p>
      ) : narrow ? (
        <PurchaseCards purchases={shown} />
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full text-sm">
            <ColumnHeaders
              labels={[
                t("table.feature"),
                t("table.purchaseDate"),
                t("table.price"),
                t("table.status"),
                t("table.progress"),
                t("table.updateStatus"),
              ]}
            />
            <tbody>
              {shown.map((p) => (
                <tr key={p.id} className="border-b border-slate-100 last:border-0">
                  <td className="p-3">
                    <p className="font-medium">{p.featureName}</p>
                    <p className="text-xs text-slate-500">{t(`billing.${p.billingType}`)}</p>
                  </td>
                  <td className="p-3">{formatDate(p.purchasedAt)}</td>
                  <td className="p-3" dir="ltr">
                    <span className="inline-block">{formatCents(p.priceCents)}</span>
                  </td>
                  <td className="p-3">
                    <Badge tone={PURCHASE_STATUS_TONES[p.status]}>{t(`status.${p.status}`)}</Badge>
                  </td>
                  <td className="p-3">
                    <div className="flex min-w-28 items-center gap-2">
                      <Progress value={p.progress} aria-label={t("table.progressOf", { name: p.featureName })} />
                      <span className="w-10 text-xs text-slate-600">{p.progress}%</span>
                    </div>
                  </td>
                  <td className="p-3">
                    <div className="flex flex-wrap items-center gap-2">
                      <StatusSelect purchase={p} />
                      <ProgressInput purchase={p} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      <UnfinishedCheckouts checkouts={detail.data.unfinishedCheckouts} />
    </div>
  );
}
