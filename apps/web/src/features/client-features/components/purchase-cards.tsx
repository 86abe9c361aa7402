import { formatCents } from "@portal/shared/format";
import type { AdminPurchase } from "@portal/shared/store-contracts";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { SelectCardBox } from "@/components/ui/selection-cells";
import { formatDate } from "@/lib/format-date";
import type { RowSelection } from "@/lib/hooks/use-row-selection";
import { BillingLine } from "./billing-line";
import { ProgressInput, StatusSelect } from "./purchase-row-controls";
import { PURCHASE_STATUS_TONES } from "./purchase-status-tones";

/** A client's purchases as cards on narrow screens: every fact, both controls and the selection box in view. */
export function PurchaseCards({ purchases, selection }: { purchases: AdminPurchase[]; selection: RowSelection }) {
  const { t } = useTranslation("client-features");
  const { t: tl } = useTranslation("lists");
  return (
    <ul className="flex flex-col gap-3" aria-label={t("table.feature")}>
      {purchases.map((p) => (
        <li key={p.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-2">
            <SelectCardBox selection={selection} id={p.id} label={tl("selectRow", { label: p.featureName })} />
            <div className="min-w-0 flex-1">
              <p className="break-words font-medium">{p.featureName}</p>
              <BillingLine purchase={p} />
            </div>
            <Badge tone={PURCHASE_STATUS_TONES[p.status]}>{t(`status.${p.status}`)}</Badge>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">{t("table.purchaseDate")}</dt>
            <dd>{formatDate(p.purchasedAt)}</dd>
            <dt className="text-slate-500">{t("table.price")}</dt>
            <dd dir="ltr" className="text-start">
              {formatCents(p.priceCents)}
            </dd>
          </dl>
          <div className="flex items-center gap-2">
            <Progress value={p.progress} aria-label={t("table.progressOf", { name: p.featureName })} />
            <span className="w-10 text-xs text-slate-600">{p.progress}%</span>
          </div>
          <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
            <StatusSelect purchase={p} />
            <ProgressInput purchase={p} />
          </div>
        </li>
      ))}
    </ul>
  );
}
