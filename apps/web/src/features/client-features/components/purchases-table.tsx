import { formatCents } from "@portal/shared/format";
import type { AdminPurchase, PURCHASE_SORT } from "@portal/shared/store-contracts";
import { useTranslation } from "react-i18next";
import { ListTable } from "@/components/list/list-table";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { SelectRowCell } from "@/components/ui/selection-cells";
import { formatDate } from "@/lib/format-date";
import type { ListSort } from "@/lib/hooks/use-list-sort";
import type { RowSelection } from "@/lib/hooks/use-row-selection";
import { BillingLine } from "./billing-line";
import { ProgressInput, StatusSelect } from "./purchase-row-controls";
import { PURCHASE_STATUS_TONES } from "./purchase-status-tones";

/** One client's purchases from 1024 px up, sortable by their columns, with status and progress controls. */
export function PurchasesTable({
  purchases,
  sort,
  selection,
}: {
  purchases: AdminPurchase[];
  sort: ListSort<(typeof PURCHASE_SORT.keys)[number]>;
  selection: RowSelection;
}) {
  const { t } = useTranslation("client-features");
  const { t: tl } = useTranslation("lists");
  return (
    <Card className="overflow-x-auto">
      <ListTable
        sort={sort}
        selectAll={{ selection, label: tl("selectAll") }}
        columns={[
          { column: "name", label: t("table.feature") },
          { column: "purchased", label: t("table.purchaseDate") },
          { column: "price", label: t("table.price") },
          { column: "status", label: t("table.status") },
          { column: "progress", label: t("table.progress") },
          { label: t("table.updateStatus") },
        ]}
        rows={purchases}
        rowKey={(p) => p.id}
        cells={(p) => (
          <>
            <SelectRowCell selection={selection} id={p.id} label={tl("selectRow", { label: p.featureName })} />
            <td className="p-3">
              <p className="font-medium">{p.featureName}</p>
              <BillingLine purchase={p} />
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
          </>
        )}
      />
    </Card>
  );
}
