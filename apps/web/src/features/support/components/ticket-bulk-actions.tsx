import { TICKET_STATUSES } from "@portal/shared/constants";
import { useTranslation } from "react-i18next";
import { BulkBar } from "@/components/ui/bulk-bar";
import { BulkStatusAction } from "@/components/ui/bulk-status-action";
import type { RowSelection } from "@/lib/hooks/use-row-selection";
import { useBulkSetTicketStatus } from "../api/bulk-set-ticket-status";
import { TicketBulkAssign } from "./ticket-bulk-assign";

/** Change status and Assign for the tickets chosen on the page, each behind a confirmation. */
export function TicketBulkActions({ selection }: { selection: RowSelection }) {
  const { t } = useTranslation("support");
  const bulk = useBulkSetTicketStatus();
  const count = selection.chosen.length;
  return (
    <BulkBar selection={selection} listName={t("admin.title")}>
      <BulkStatusAction
        statuses={TICKET_STATUSES}
        statusLabel={(s) => t(`status.${s}`)}
        title={(s) => t("admin.bulk.statusTitle", { count, status: t(`status.${s}`) })}
        description={t("admin.bulk.statusDescription")}
        done={(s) => t("admin.bulk.statusDone", { count, status: t(`status.${s}`) })}
        run={async (status) => {
          await bulk.mutateAsync({ status, ids: selection.chosen });
          selection.clear();
        }}
      />
      <TicketBulkAssign selection={selection} />
    </BulkBar>
  );
}
