import { PURCHASE_SORTS, type PurchaseSort, sortPurchases } from "@portal/shared/purchase-rules";
import { PURCHASE_COMPLETED_EVENT } from "@portal/shared/store-contracts";
import { ShoppingBag } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useFailureToast } from "@/lib/hooks/use-failure-toast";
import { useMyPurchases } from "../api/get-my-purchases";
import { PurchaseCard } from "./purchase-card";

/** The client's purchases, sortable, reloaded when a payment completes. */
export function MyPurchases({ onBrowse }: { onBrowse: () => void }) {
  const { t } = useTranslation("store");
  const id = useId();
  const [sort, setSort] = useState<PurchaseSort>("purchaseDate");
  const purchases = useMyPurchases();
  const { refetch, isError } = purchases;

  useEffect(() => {
    const reload = () => void refetch();
    window.addEventListener(PURCHASE_COMPLETED_EVENT, reload);
    return () => window.removeEventListener(PURCHASE_COMPLETED_EVENT, reload);
  }, [refetch]);

  useFailureToast(isError, t("purchases.loadErrorTitle"), t("purchases.loadErrorDescription"));

  const sorted = useMemo(() => sortPurchases(purchases.data ?? [], sort), [purchases.data, sort]);
  const now = new Date();

  if (purchases.isLoading) return <Spinner label={t("common:loading")} />;
  if (sorted.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 p-10 text-center">
        <ShoppingBag className="size-10 text-slate-400" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{t("purchases.empty")}</h2>
        <p className="text-sm text-slate-600">{t("purchases.emptyDescription")}</p>
        <Button variant="outline" onClick={onBrowse}>
          {t("purchases.browse")}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2 sm:justify-end">
        <Label htmlFor={`${id}-sort`}>{t("purchases.sortBy")}</Label>
        <NativeSelect id={`${id}-sort`} value={sort} onChange={(e) => setSort(e.target.value as PurchaseSort)} className="w-auto">
          {PURCHASE_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`purchases.sort.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {sorted.map((purchase) => (
          <PurchaseCard key={purchase.id} purchase={purchase} now={now} />
        ))}
      </div>
    </div>
  );
}
