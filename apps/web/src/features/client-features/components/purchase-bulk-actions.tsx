import { FULFILMENT_STATUSES } from "@portal/shared/constants";
import { useTranslation } from "react-i18next";
import { BulkBar } from "@/components/ui/bulk-bar";
import { BulkStatusAction } from "@/components/ui/bulk-status-action";
import type { RowSelection } from "@/lib/hooks/use-row-selection";
import { useBulkSetPurchaseStatus } from "../api/bulk-set-purchase-status";

/** Change status for the purchases chosen on the page, behind a confirmation. */
export function PurchaseBulkActions({ selection, listName }: { selection: RowSelection; listName: string }) {
  const { t } = useTranslation("client-features");
  const bulk = useBulkSetPurchaseStatus();
  const count = selection.chosen.length;
  return (
    <BulkBar selection={selection} listName={listName}>
      <BulkStatusAction
        statuses={FULFILMENT_STATUSES}
        statusLabel={(s) => t(`status.${s}`)}
        title={(s) => t("bulk.statusTitle", { count, status: t(`status.${s}`) })}
        description={t("bulk.statusDescription")}
        done={(s) => t("bulk.statusDone", { count, status: t(`status.${s}`) })}
        run={async (status) => {
          await bulk.mutateAsync({ status, ids: selection.chosen });
          selection.clear();
        }}
      />
    </BulkBar>
  );
}
