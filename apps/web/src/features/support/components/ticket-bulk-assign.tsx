import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { BulkConfirmButton } from "@/components/ui/bulk-confirm-button";
import { NativeSelect } from "@/components/ui/input";
import type { RowSelection } from "@/lib/hooks/use-row-selection";
import { useBulkAssignTickets } from "../api/bulk-assign-tickets";
import { useAssignees } from "../api/get-assignees";

const NOBODY = "";

/** "Assign to" an admin (the first by name until another is chosen) or to nobody, behind a confirmation that names them. */
export function TicketBulkAssign({ selection }: { selection: RowSelection }) {
  const { t } = useTranslation("support");
  const id = useId();
  const assignees = useAssignees();
  const bulk = useBulkAssignTickets();
  const [chosen, setChosen] = useState<string | null>(null);
  const options = assignees.data ?? [];
  const assigneeId = chosen ?? options[0]?.id ?? NOBODY;
  const name = options.find((a) => a.id === assigneeId)?.label ?? "";
  const count = selection.chosen.length;
  const nobody = assigneeId === NOBODY;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t("admin.bulk.assignTo")}
      </label>
      <NativeSelect
        id={id}
        className="h-8 w-auto max-w-48"
        value={assigneeId}
        disabled={assignees.isPending}
        onChange={(e) => setChosen(e.target.value)}
      >
        {options.map((admin) => (
          <option key={admin.id} value={admin.id}>
            {admin.label}
          </option>
        ))}
        <option value={NOBODY}>{t("desk.nobody")}</option>
      </NativeSelect>
      <BulkConfirmButton
        label={t("admin.bulk.assign")}
        disabled={assignees.isPending}
        title={nobody ? t("admin.bulk.unassignTitle", { count }) : t("admin.bulk.assignTitle", { count, name })}
        description={nobody ? t("admin.bulk.unassignDescription") : t("admin.bulk.assignDescription", { name })}
        confirmLabel={t("admin.bulk.assign")}
        done={nobody ? t("admin.bulk.unassignDone", { count }) : t("admin.bulk.assignDone", { count, name })}
        run={async () => {
          await bulk.mutateAsync({ assigneeId: assigneeId || null, ids: selection.chosen });
          selection.clear();
        }}
      />
    </div>
  );
}
