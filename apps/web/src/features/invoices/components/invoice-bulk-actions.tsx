import { useTranslation } from "react-i18next";
import { BulkBar } from "@/components/ui/bulk-bar";
import { BulkConfirmButton } from "@/components/ui/bulk-confirm-button";
import type { RowSelection } from "@/lib/hooks/use-row-selection";
import { useBulkChangeInvoices } from "../api/bulk-change-invoices";

/** Mark paid and Delete for the invoices chosen on the page, each behind a confirmation. */
export function InvoiceBulkActions({ selection }: { selection: RowSelection }) {
  const { t } = useTranslation("invoices");
  const bulk = useBulkChangeInvoices();
  const count = selection.chosen.length;
  const run = (action: "markPaid" | "delete") => async () => {
    await bulk.mutateAsync({ action, ids: selection.chosen });
    selection.clear();
  };
  return (
    <BulkBar selection={selection} listName={t("title")}>
      <BulkConfirmButton
        label={t("bulk.markPaid")}
        title={t("bulk.markPaidTitle", { count })}
        description={t("bulk.markPaidDescription")}
        confirmLabel={t("bulk.markPaid")}
        done={t("bulk.markPaidDone", { count })}
        run={run("markPaid")}
      />
      <BulkConfirmButton
        destructive
        label={t("bulk.delete")}
        title={t("bulk.deleteTitle", { count })}
        description={t("bulk.deleteDescription")}
        confirmLabel={t("bulk.delete")}
        done={t("bulk.deleteDone", { count })}
        run={run("delete")}
      />
    </BulkBar>
  );
}
