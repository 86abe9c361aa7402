import { TICKET_STATUSES, type TicketStatus } from "@portal/shared/constants";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorCodeOf, errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useUpdateTicketStatus } from "../api/update-ticket-status";

/** Any status to any other; Update Status is disabled while the choice equals the current status. */
export function TicketStatusUpdater({ ticketId, current }: { ticketId: string; current: TicketStatus }) {
  const { t } = useTranslation("support");
  const [chosen, setChosen] = useState<TicketStatus>(current);
  const update = useUpdateTicketStatus();
  const [prevCurrent, setPrevCurrent] = useState(current);
  if (prevCurrent !== current) {
    setPrevCurrent(current);
    setChosen(current);
  }

  async function save() {
    try {
      await update.mutateAsync({ ticketId, status: chosen });
      toast.success(t("admin.statusUpdated"));
    } catch (error) {
      // Another admin changed the ticket first: say so (the ticket reloads with their change).
      const conflict = errorCodeOf(error) === "edit_conflict";
      toast.error(t("admin.statusFailed"), { description: conflict ? errorMessage(t, error) : undefined });
    }
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-2">
        <Label htmlFor="ticket-status-select">{t("admin.statusLabel")}</Label>
        <NativeSelect id="ticket-status-select" value={chosen} onChange={(e) => setChosen(e.target.value as TicketStatus)}>
          {TICKET_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button onClick={save} disabled={chosen === current || update.isPending}>
        {update.isPending ? t("admin.updatingStatus") : t("admin.updateStatus")}
      </Button>
    </div>
  );
}
